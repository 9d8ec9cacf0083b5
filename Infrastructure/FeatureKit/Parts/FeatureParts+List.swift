import CoreDI
import FeatureDomain
import SharedPresentation

extension FeatureParts {
    /// A list-only feature over `source`, each row opening another feature's route (`opens`).
    ///
    /// The user gets `things [--page N] [filters]` and the actions; the crawl gets every page. The list's command is
    /// `name`, by default the noun's plural.
    public static func list<Item: Sendable & Identifiable>(
        _ name: String? = nil, of source: ItemsSource<Item>, list: ListScreenParts<Item>, opens: RouteName,
        actions: [ActionDeclaration<Item>] = [], options: [any AnyFeatureOption] = [], demo: String? = nil
    ) -> FeatureParts where Item.ID == Int {
        let list = list.listing(source)
        let routes = FeatureRoutes(list: name ?? list.noun.plural)
        let manifest = FeatureManifest(
            name: routes.list, routes: routes.names, opens: [opens],
            commands: [.list(routes.list, summary: list.summary, filters: list.filters)],
            actions: actions.map(\.action), options: options.map(\.declaration), crawl: [CrawlContribution(source)],
            demos: DemoScript.opening(routes.list, title: list.noun.listTitle, demo))
        return FeatureParts(manifest: manifest) { resolver, _ throws(DependencyError) in
            let loads = try FeatureLoads(resolver, name: routes.list)
            let context = loads.context(source.repository(loads.records))
            let items = context.items
            return loads.feature(
                routes: routes,
                list: list.composed(open: { AppRoute(opens, id: $0) }) { try await items.page($0, mode: $1) },
                detail: DetailScreenParts<Item>?.none, actions: actions, context: context,
                noun: source.noun)
        }
    }
}
