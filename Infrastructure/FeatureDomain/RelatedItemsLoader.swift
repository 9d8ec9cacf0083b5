/// Loads the items another item links to (an episode's cast) by id, in batches of ids.
public protocol RelatedItemsLoader<Item>: Sendable {
    /// The related item, in the feature's own minimal form.
    associatedtype Item: Sendable

    /// The items among `ids` that exist, sorted by id; no request for no ids.
    func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[Item]>
}
