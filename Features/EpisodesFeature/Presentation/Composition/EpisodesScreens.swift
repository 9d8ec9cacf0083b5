import Foundation
import SharedPresentation
import Tracking

/// The feature's routes and its screen provider: the shared list and detail screens made from its parts.
enum EpisodesScreens {
    /// `episodes [--page N] [--name X] [--code C] [--season N]` and `episode ID`.
    static let routes = ListDetailRoutes(list: "episodes", detail: "episode")
    /// The route name of the characters feature's detail, which a cast member opens.
    static let characterRouteName = "character"

    /// The route of another feature's character detail.
    static func characterRoute(id: Int) -> AppRoute {
        AppRoute(characterRouteName, id: id)
    }

    /// The provider of the feature's screens.
    static func provider(
        loadPage: LoadEpisodesPage,
        loadDetail: LoadEpisodeDetail,
        loadCast: LoadEpisodeCast,
        tracker: any EventTracker,
        clock: any Clock<Duration>
    ) -> any ScreenProvider {
        ListDetailScreenProvider(
            routes: routes,
            list: EpisodeList.parts(loadPage: loadPage),
            detail: EpisodeDetail.parts(load: loadDetail, loadCast: loadCast),
            tracker: tracker,
            clock: clock
        )
    }
}
