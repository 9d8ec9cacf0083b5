/// Loads items another item links to by id (an episode's cast, a location's residents), in batches of ids: a
/// feature names its own, `typealias ResidentsLoader = RelatedItemsLoader<Resident>`.
public protocol RelatedItemsLoader<Item>: Sendable {
    /// The related item, in the feature's own minimal form.
    associatedtype Item: Sendable

    /// The items among `ids` that exist, sorted by id; no request for no ids.
    func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[Item]>
}
