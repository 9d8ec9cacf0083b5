import CoreDI
import FeatureData
import FeatureDomain
import SharedPresentation

extension FeatureParts {
    /// A saved list with actions: the items of `source` whose ids the user keeps, each row opening `opens`.
    ///
    /// The user gets `things [--page N]`: the ids kept under the list's name, a page (20) at a time, each page's
    /// items in one multi-id request; the open list follows every change at once. Nothing is crawled: the ids are
    /// the user's.
    ///
    /// `showing` makes the rows of a page from its kept items with anything else the feature loads through its
    /// context (a count per season from the server beside the episodes the user watched).
    public static func saved<Item: Sendable & Identifiable, Shown: Sendable & Identifiable>(
        _ name: String? = nil, of source: ItemsSource<Item>, list: ListScreenParts<Shown>, opens: RouteName,
        showing: @escaping @Sendable (Page<Item>, FeatureContext<Item>) async throws -> Page<Shown>,
        actions: [ActionDeclaration<Item>] = [], options: [any AnyFeatureOption] = [], demo: String? = nil
    ) -> FeatureParts where Item.ID == Int, Shown.ID == Int {
        let list = list.named(byDefault: source.noun)
        let routes = FeatureRoutes(list: name ?? list.noun.plural)
        let manifest = FeatureManifest(
            name: routes.list, routes: routes.names, opens: [opens],
            commands: [.list(routes.list, summary: list.summary, filters: list.filters)],
            actions: actions.map(\.action), options: options.map(\.declaration),
            demos: DemoScript.opening(routes.list, title: list.noun.listTitle, demo))
        return FeatureParts(manifest: manifest) { resolver, _ throws(DependencyError) in
            let loads = try FeatureLoads(resolver, name: routes.list)
            let kept = SavedItemsRepository(saved: loads.saved, loader: source.repository(loads.records))
            let context = loads.context(kept)
            let shown = list.composed(open: { AppRoute(opens, id: $0) }, changes: loads.saved.changes) {
                let page = try await kept.page($0, mode: $1)
                let rows = try await showing(page.value, context)
                return page.map { _ in rows }
            }
            return loads.feature(
                routes: routes, list: shown, detail: DetailScreenParts<Item>?.none, actions: actions,
                context: context, noun: source.noun)
        }
    }

    /// A saved list with actions whose rows are its kept items themselves (the favourite characters).
    public static func saved<Item: Sendable & Identifiable>(
        _ name: String? = nil, of source: ItemsSource<Item>, list: ListScreenParts<Item>, opens: RouteName,
        actions: [ActionDeclaration<Item>] = [], options: [any AnyFeatureOption] = [], demo: String? = nil
    ) -> FeatureParts where Item.ID == Int {
        saved(
            name, of: source, list: list, opens: opens, showing: { page, _ in page }, actions: actions,
            options: options, demo: demo)
    }
}
