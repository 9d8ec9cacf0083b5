/// Loads the items an item links to (a location's residents) by ids, sorted by id or in the owner's order.
public struct LoadRelatedItems<Owner: Sendable, Item: Sendable & Identifiable>: Sendable where Item.ID == Int {
    /// The order the items are shown in.
    public enum Order: Sendable {
        /// By id, as the API's multi-id endpoint answers.
        case byID
        /// As the owner lists them, each once.
        case asListed
    }

    let loader: any RelatedItemsLoader<Item>
    let ids: @Sendable (Owner) -> [Int]
    let order: Order

    /// Creates the use case over `loader`; `ids` reads the linked ids from the owner.
    public init(loader: any RelatedItemsLoader<Item>, ids: @escaping @Sendable (Owner) -> [Int], order: Order = .byID) {
        self.loader = loader
        self.ids = ids
        self.order = order
    }

    /// The items `owner` links to that exist, or those of the first `limit` ids, so a detail loads the rows shown.
    public func callAsFunction(of owner: Owner, mode: FetchMode, limit: Int? = nil) async throws -> Fetched<[Item]> {
        let ordered = orderedIDs(of: owner)
        let ids = limit.map { Array(ordered.prefix(max(0, $0))) } ?? ordered
        guard !ids.isEmpty else { return Fetched(value: []) }
        let loaded = try await loader.items(ids: ids, mode: mode)
        guard order == .asListed else { return loaded }
        let byID = Dictionary(loaded.value.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return loaded.map { _ in ids.compactMap { byID[$0] } }
    }

    /// How many items `owner` links to (each id once), loaded or not.
    public func count(of owner: Owner) -> Int {
        Set(ids(owner)).count
    }

    // Each id once: sorted by id, or in the owner's order.
    private func orderedIDs(of owner: Owner) -> [Int] {
        let ids = ids(owner)
        guard order == .asListed else { return Set(ids).sorted() }
        var seen: Set<Int> = []
        return ids.filter { seen.insert($0).inserted }
    }
}
