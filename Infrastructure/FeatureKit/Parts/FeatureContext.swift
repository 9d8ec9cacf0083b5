import FeatureDomain

/// What the kit gives a feature's own code (its actions, what a saved list shows beside its items): the feature's
/// items, the ids the user keeps, and any other items of the API, all through the records it is composed with.
public struct FeatureContext<Item: Sendable>: Sendable {
    /// The feature's items (its repository; a saved list's are the kept ones, each loaded by id).
    public let items: any ItemsRepository<Item>
    /// The ids the user keeps, in the feature's user data (under the list's name).
    public let saved: any SavedIDs
    let records: any APIRecords

    /// The items of `source` (pages, items, items by id), loaded as the feature's own are: through the App's cache,
    /// or a preview's fixtures.
    public func items<Other>(_ source: ItemsSource<Other>) -> any ItemsRepository<Other> & RelatedItemsLoader<Other> {
        source.repository(records)
    }
}
