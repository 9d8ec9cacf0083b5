import CoreDI
import FeatureDomain
import SharedPresentation

extension FeatureParts {
    /// A list+detail feature over `source`: a list, a detail, and optionally images and actions.
    ///
    /// The user gets `things [--page N] [filters]` and `thing ID` (the resource's name unless `route` is given), the
    /// detail's related sections and links, images (`image ID`, `--images`) and actions; the crawl gets every page,
    /// image and related list. The list's command is `name`, by default the noun's plural; a row that carries no data
    /// of its own carries the detail's `values` of its item.
    public static func listDetail<Item: Sendable & Identifiable>(
        _ name: String? = nil, of source: ItemsSource<Item>, list: ListScreenParts<Item>,
        detail: DetailScreenParts<Item>, route: RouteName? = nil, image: FeatureImages? = nil,
        actions: [ActionDeclaration<Item>] = [], options: [any AnyFeatureOption] = [], demo: String? = nil
    ) -> FeatureParts where Item.ID == Int {
        let list = list.listing(source)
        let route = route ?? RouteName(source.resource.rawValue)
        let routes = FeatureRoutes(list: name ?? list.noun.plural, detail: route)
        let commands = [
            FeatureCommand.list(routes.list, summary: list.summary, filters: list.filters, images: image != nil),
            .detail(route, summary: detail.summary),
        ]
        let manifest = FeatureManifest(
            name: routes.list, routes: routes.names, opens: detail.opens,
            commands: commands + (image.map { [$0.command(route: route)] } ?? []), actions: actions.map(\.action),
            options: options.map(\.declaration), scriptWords: image.map { [$0.scriptWord(list.noun)] } ?? [],
            crawl: [CrawlContribution(source, image: image)],
            demos: DemoScript.opening(routes.list, title: list.noun.listTitle, demo))
        return FeatureParts(manifest: manifest) { resolver, settings throws(DependencyError) in
            let loads = try FeatureLoads(resolver, name: routes.list)
            let context = loads.context(source.repository(loads.records))
            let (items, images) = (context.items, image?.addition(loading: loads.images, settings: settings))
            return loads.feature(
                routes: routes,
                list: list.valuing(detail.values).composed(open: { AppRoute(route, id: $0) }, images: images) {
                    try await items.page($0, mode: $1)
                },
                detail: detail.composed(noun: list.noun, records: loads.records, image: images) {
                    try await items.item(id: $0, mode: $1)
                },
                actions: actions, context: context, noun: source.noun)
        }
    }
}
