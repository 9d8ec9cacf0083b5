/// The use case that loads the items an item links to (a location's residents) in batches of ids: sorted by id, or
/// in the owner's own order (a character's episodes).
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

    /// The items `owner` links to that exist.
    public func callAsFunction(of owner: Owner, mode: FetchMode) async throws -> Fetched<[Item]> {
        let ids = ids(owner)
        guard !ids.isEmpty else { return Fetched(value: []) }
        let loaded = try await loader.items(ids: ids, mode: mode)
        guard order == .asListed else { return loaded }
        let byID = Dictionary(loaded.value.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<Int> = []
        return loaded.map { _ in ids.filter { seen.insert($0).inserted }.compactMap { byID[$0] } }
    }
}
