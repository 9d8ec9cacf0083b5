import SharedPresentation

/// The feature's routes, typed: read from and written as `AppRoute`s (`locations --type Planet`, `location 3`).
enum LocationsRoute: Hashable {
    /// The list at `page`, narrowed by `filter`.
    case list(page: Int, filter: LocationFilter)
    /// One location's detail.
    case detail(id: Int)

    /// The list's route name, also its command.
    static let listName = "locations"
    /// The detail's route name, also its command.
    static let detailName = "location"
    /// The route name of the characters feature's detail, which a resident opens.
    static let characterName = "character"

    /// Reads `route`; nil when it is not one of this feature's, or a page or filter in it is not valid.
    init?(_ route: AppRoute) {
        switch route.name {
        case Self.listName:
            var filter = LocationFilter.none
            for (key, value) in route.options where key != "page" {
                guard let next = try? filter.setting(key, to: value) else { return nil }
                filter = next
            }
            let page = route.integer("page") ?? 1
            guard page >= 1, route.options["page"] == nil || route.integer("page") != nil else { return nil }
            self = .list(page: page, filter: filter)
        case Self.detailName:
            guard let id = route.id else { return nil }
            self = .detail(id: id)
        default:
            return nil
        }
    }

    /// The route as the App carries it.
    var appRoute: AppRoute {
        switch self {
        case .list(let page, let filter):
            var options = Dictionary(uniqueKeysWithValues: filter.entries.map { ($0.key, $0.value) })
            if page != 1 {
                options["page"] = String(page)
            }
            return AppRoute(Self.listName, options: options)
        case .detail(let id):
            return AppRoute(Self.detailName, id: id)
        }
    }

    /// The route of another feature's character detail.
    static func character(id: Int) -> AppRoute {
        AppRoute(characterName, id: id)
    }
}
