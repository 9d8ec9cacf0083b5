import SharedPresentation

/// The feature's routes, and the routes of other features its screens open.
enum LocationsScreens {
    /// `locations [--page N] [--name X] [--type T] [--dimension D]` and `location ID`.
    static let routes = ListDetailRoutes(list: "locations", detail: "location")
    /// The route name of the characters feature's detail, which a resident opens.
    static let characterRouteName = "character"

    /// The route of another feature's character detail.
    static func characterRoute(id: Int) -> AppRoute {
        AppRoute(characterRouteName, id: id)
    }
}
