/// The routes of a feature's screens, list (`characters --page 2`) and detail (`character 3`): their one reader.
public struct FeatureRoutes: Hashable, Sendable {
    /// A route read: the list with its page, image choice and filters, or one item's detail.
    public enum Destination: Hashable, Sendable {
        /// The list at `page`, narrowed by `filters` (unchecked), with every row's image when `showsImages`.
        case list(page: Int, filters: [String: String], showsImages: Bool)
        /// One item's detail, with every row of its sections when `showsEveryRow`.
        case detail(id: Int, showsEveryRow: Bool)
    }

    private static let pageOption = "page"
    private static let imagesOption = "images"
    /// The flag of a detail route that shows every row of its sections at once (`--all`).
    public static let everyRowFlag = "all"

    /// The list's route name, also its command, such as "characters".
    public var list: String
    /// The detail's route name, also its command, such as `.character`; nil for a list-only feature.
    public var detail: RouteName?

    /// Creates the routes.
    public init(list: String, detail: RouteName? = nil) {
        self.list = list
        self.detail = detail
    }

    /// The route names, list first, as a manifest declares them.
    public var names: [String] { [list] + (detail.map { [$0.rawValue] } ?? []) }

    /// Reads `route`; nil when it is not one of these, or its page is not a whole number from 1 up.
    public func destination(of route: AppRoute) -> Destination? {
        if route.name == detail?.rawValue {
            return route.id.map { .detail(id: $0, showsEveryRow: route.flags.contains(Self.everyRowFlag)) }
        }
        guard route.name == list else { return nil }
        let page = route.options[Self.pageOption].map { Int($0) } ?? 1
        guard let page, page >= 1 else { return nil }
        let filters = route.options.filter { $0.key != Self.pageOption }
        return .list(page: page, filters: filters, showsImages: route.flags.contains(Self.imagesOption))
    }

    /// The route of the list at `page` narrowed by `filters`.
    public func list(page: Int = 1, filters: [String: String] = [:]) -> AppRoute {
        AppRoute(list, options: page == 1 ? filters : filters.merging([Self.pageOption: String(page)]) { $1 })
    }

    /// The route of the detail of `id`; nil for a list-only feature.
    public func detail(id: Int) -> AppRoute? {
        detail.map { AppRoute($0, id: id) }
    }
}
