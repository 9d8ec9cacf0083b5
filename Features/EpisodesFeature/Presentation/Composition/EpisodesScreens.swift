import SharedPresentation

/// The feature's routes.
enum EpisodesScreens {
    /// `episodes [--page N] [--name X] [--code C] [--season N]` and `episode ID`.
    static let routes = ListDetailRoutes(list: "episodes", detail: .episode)
}
