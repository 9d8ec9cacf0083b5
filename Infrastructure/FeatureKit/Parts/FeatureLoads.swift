import CoreDI
import FeatureData
import FeatureDomain
import SharedPresentation
import Storage
import Tracking

/// What the App's container gives a feature as it is composed: the records and images it loads through, the ids its
/// user keeps, the tracker and the clock; and the provider and performer made from them.
struct FeatureLoads {
    let records: any APIRecords
    let images: any APIImages
    let saved: any SavedIDs
    let tracker: any EventTracker
    let clock: any Clock<Duration>

    /// What `resolver` holds for the feature named `name` (its user data is under that name).
    init(_ resolver: any Resolver, name: String) throws(DependencyError) {
        (records, images, tracker, clock) = try resolver.resolveAll(
            (any APIRecords).self, (any APIImages).self, (any EventTracker).self, (any Clock<Duration>).self)
        saved = UserDataIDs(store: try resolver.resolve((any UserDataStore).self, name: name), key: name)
    }

    /// The context of a feature whose items are `items`.
    func context<Item>(_ items: any ItemsRepository<Item>) -> FeatureContext<Item> {
        FeatureContext(items: items, saved: saved, records: records)
    }

    /// The feature of `routes` showing `list` and `detail`, carrying out `actions` with `context`; a failure is
    /// worded with `noun`, the items the feature reads.
    func feature<ListItem, DetailItem, Item>(
        routes: FeatureRoutes, list: ListScreenParts<ListItem>, detail: DetailScreenParts<DetailItem>?,
        actions: [ActionDeclaration<Item>], context: FeatureContext<Item>, noun: ItemNoun
    ) -> ComposedFeature {
        let byName = Dictionary(actions.map { ($0.action.name, $0) }, uniquingKeysWith: { first, _ in first })
        return ComposedFeature(
            provider: FeatureScreenProvider(
                routes: routes, list: list, detail: detail, tracker: tracker, clock: clock),
            performer: actions.isEmpty ? nil : DeclaredActions(actions: byName, context: context, noun: noun))
    }
}
