import SharedPresentation

/// The feature's routes, typed: read from and written as `AppRoute`s (`episodes --season 2`, `episode 3`).
enum EpisodesRoute: Hashable {
    /// The list from `page`, optionally one season only.
    case list(page: Int, season: Int?)
    /// One episode's detail.
    case detail(id: Int)

    /// The list's route name, also its command.
    static let listName = "episodes"
    /// The detail's route name, also its command.
    static let detailName = "episode"
    /// The route name of the characters feature's detail, which a cast member opens.
    static let characterName = "character"

    /// Reads `route`; nil when it is not one of this feature's or a number in it is not positive.
    init?(_ route: AppRoute) {
        switch route.name {
        case Self.listName:
            let page = route.integer("page") ?? 1
            let season = route.integer("season")
            guard page >= 1, season.map({ $0 >= 1 }) ?? true,
                route.options.keys.allSatisfy({ ["page", "season"].contains($0) })
            else { return nil }
            guard route.options["page"] == nil || route.integer("page") != nil,
                route.options["season"] == nil || season != nil
            else { return nil }
            self = .list(page: page, season: season)
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
        case .list(let page, let season):
            var options: [String: String] = [:]
            if page != 1 {
                options["page"] = String(page)
            }
            if let season {
                options["season"] = String(season)
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
