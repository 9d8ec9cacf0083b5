/// The use case that loads the items an item links to (a location's residents), sorted by id, in batches of ids:
/// `typealias LoadLocationResidents = LoadRelatedItems<Location, Resident>`.
public struct LoadRelatedItems<Owner: Sendable, Item: Sendable>: Sendable {
    let loader: any RelatedItemsLoader<Item>
    let ids: @Sendable (Owner) -> [Int]

    /// Creates the use case over the feature's loader; `ids` reads the linked ids from the owner.
    public init(loader: any RelatedItemsLoader<Item>, ids: @escaping @Sendable (Owner) -> [Int]) {
        self.loader = loader
        self.ids = ids
    }

    /// The items `owner` links to that exist.
    public func callAsFunction(of owner: Owner, mode: FetchMode) async throws -> Fetched<[Item]> {
        try await loader.items(ids: ids(owner), mode: mode)
    }
}
