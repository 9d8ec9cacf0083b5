import SharedPresentation

/// The feature's routes, and the routes of other features its screens open.
enum EpisodesScreens {
    /// `episodes [--page N] [--name X] [--code C] [--season N]` and `episode ID`.
    static let routes = ListDetailRoutes(list: "episodes", detail: "episode")
    /// The route name of the characters feature's detail, which a cast member opens.
    static let characterRouteName = "character"

    /// The route of another feature's character detail.
    static func characterRoute(id: Int) -> AppRoute {
        AppRoute(characterRouteName, id: id)
    }
}
