import SharedPresentation

/// The feature's routes, typed: read from and written as `AppRoute`s (`characters --page 2`, `character 3`).
enum CharactersRoute: Hashable {
    /// The list at `page`, narrowed by filters (`name`, `status`, ...).
    case list(page: Int, filters: [String: String])
    /// One character's detail.
    case detail(id: Int)

    /// The list's route name, also its command.
    static let listName = "characters"
    /// The detail's route name, also its command.
    static let detailName = "character"
    /// The script word that loads a shown character's image again.
    static let imageWord = "image"
    /// The route name of the episodes feature's detail, which a character's episode rows open.
    static let episodeName = "episode"
    /// The route name of the locations feature's detail, which a character's origin and location open.
    static let locationName = "location"

    /// Reads `route`; nil when it is not one of this feature's, or its page is not a positive number.
    init?(_ route: AppRoute) {
        switch route.name {
        case Self.listName:
            let page = route.integer("page") ?? 1
            guard page >= 1, route.options["page"] == nil || route.integer("page") != nil else { return nil }
            self = .list(page: page, filters: route.options.filter { $0.key != "page" })
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
        case .list(let page, let filters):
            AppRoute(Self.listName, options: page == 1 ? filters : filters.merging(["page": String(page)]) { $1 })
        case .detail(let id):
            AppRoute(Self.detailName, id: id)
        }
    }

    /// The words `open` takes on a detail for the character's places.
    static let originWord = "origin"
    static let locationWord = "location"

    /// The route of another feature's location detail.
    static func location(id: Int) -> AppRoute {
        AppRoute(locationName, id: id)
    }

    /// The route of another feature's episode detail.
    static func episode(id: Int) -> AppRoute {
        AppRoute(episodeName, id: id)
    }
}
