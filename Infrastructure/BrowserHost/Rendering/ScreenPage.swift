import FeatureKit
import SharedPresentation

/// What the browser host renders for one open screen: its snapshot and what the page around it needs to know.
public struct ScreenPage: Sendable {
    /// One link of the page's navigation bar.
    public struct Link: Hashable, Sendable {
        /// The link's text, such as "Characters".
        public var title: String
        /// Where it leads, such as `/characters`.
        public var address: String

        /// Creates a link.
        public init(title: String, address: String) {
            self.title = title
            self.address = address
        }
    }

    /// What the screen shows now.
    public var snapshot: ScreenSnapshot
    /// The screen's number in the host, which its commands and its event stream name.
    public var screenID: Int
    /// The screen's route as it stands now (after a search, the route of what it shows).
    public var route: AppRoute
    /// The program's name, shown in the bar, such as "App".
    public var appName: String
    /// The feature lists the bar links to.
    public var navigation: [Link]
    /// The options a list is narrowed by (its filters), as the form's fields; empty for a detail.
    public var filters: [CommandOption]
    /// The route names whose items have an image the host serves (`character`).
    public var imageRoutes: Set<String>
    /// The word of the screen's own image in its fields (`image`), which the avatar itself shows; nil for none.
    public var imageWord: String?
    /// The actions offered beside each item, by the item's route: those not done already.
    public var offers: [AppRoute: [FeatureAction]]

    /// Creates a page.
    public init(
        snapshot: ScreenSnapshot, screenID: Int, route: AppRoute, appName: String, navigation: [Link] = [],
        filters: [CommandOption] = [], imageRoutes: Set<String> = [], imageWord: String? = nil,
        offers: [AppRoute: [FeatureAction]] = [:]
    ) {
        self.snapshot = snapshot
        self.screenID = screenID
        self.route = route
        self.appName = appName
        self.navigation = navigation
        self.filters = filters
        self.imageRoutes = imageRoutes
        self.imageWord = imageWord
        self.offers = offers
    }

    /// The address of the image of the item `route` shows, when its route has images.
    public func imageAddress(of route: AppRoute?) -> String? {
        guard let route, let id = route.id, imageRoutes.contains(route.name) else { return nil }
        return "/-/image/\(route.name)/\(id)"
    }

    /// The screen's address as it stands now.
    public var address: String {
        WebAddress.path(of: route)
    }

    /// The route of the item a detail shows (without its flags), nil for a list.
    var itemRoute: AppRoute? {
        route.id.map { AppRoute(route.name, id: $0) }
    }
}
