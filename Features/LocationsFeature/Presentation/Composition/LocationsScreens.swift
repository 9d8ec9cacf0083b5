import Foundation
import SharedPresentation
import Tracking

/// The feature's routes and its screen provider: the shared list and detail screens made from its parts.
enum LocationsScreens {
    /// `locations [--page N] [--name X] [--type T] [--dimension D]` and `location ID`.
    static let routes = ListDetailRoutes(list: "locations", detail: "location")
    /// The route name of the characters feature's detail, which a resident opens.
    static let characterRouteName = "character"

    /// The route of another feature's character detail.
    static func characterRoute(id: Int) -> AppRoute {
        AppRoute(characterRouteName, id: id)
    }

    /// The provider of the feature's screens.
    static func provider(
        loadPage: LoadLocationsPage,
        loadDetail: LoadLocationDetail,
        loadResidents: LoadLocationResidents,
        tracker: any EventTracker,
        clock: any Clock<Duration>
    ) -> any ScreenProvider {
        ListDetailScreenProvider(
            routes: routes,
            list: LocationList.parts(loadPage: loadPage),
            detail: LocationDetail.parts(load: loadDetail, loadResidents: loadResidents),
            tracker: tracker,
            clock: clock
        )
    }
}
