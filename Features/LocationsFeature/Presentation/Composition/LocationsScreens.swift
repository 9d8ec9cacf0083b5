import SharedPresentation

/// The feature's routes.
enum LocationsScreens {
    /// `locations [--page N] [--name X] [--type T] [--dimension D]` and `location ID`.
    static let routes = ListDetailRoutes(list: "locations", detail: .location)
}
