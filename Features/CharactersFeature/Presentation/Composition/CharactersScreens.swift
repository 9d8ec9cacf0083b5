import FeatureDomain
import Foundation
import SharedPresentation
import Tracking

/// The feature's routes and its screen provider: the shared list and detail screens made from its parts.
enum CharactersScreens {
    /// `characters [--page N] [--name X] [--status S] ... [--images]` and `character ID`.
    static let routes = ListDetailRoutes(list: "characters", detail: "character")
    /// The script word (and command) that loads a character's avatar.
    static let imageWord = "image"
    /// The route name of the episodes feature's detail, which a character's episode rows open.
    static let episodeRouteName = "episode"
    /// The route name of the locations feature's detail, which a character's origin and location open.
    static let locationRouteName = "location"

    /// The route of another feature's episode detail.
    static func episodeRoute(id: Int) -> AppRoute {
        AppRoute(episodeRouteName, id: id)
    }

    /// The route of another feature's location detail.
    static func locationRoute(id: Int) -> AppRoute {
        AppRoute(locationRouteName, id: id)
    }

    /// The provider of the feature's screens.
    static func provider(
        loadPage: LoadCharactersPage,
        loadDetail: LoadCharacterDetail,
        loadEpisodes: LoadCharacterEpisodes,
        avatars: any ImageLoader,
        tracker: any EventTracker,
        clock: any Clock<Duration>
    ) -> any ScreenProvider {
        let avatars = ImageAddition(word: imageWord, failureText: CharactersStrings.message(for:)) {
            try await avatars.image(of: $0, mode: $1)
        }
        return ListDetailScreenProvider(
            routes: routes,
            list: CharacterList.parts(loadPage: loadPage, avatars: avatars),
            detail: CharacterDetail.parts(load: loadDetail, loadEpisodes: loadEpisodes, avatars: avatars),
            tracker: tracker,
            clock: clock
        )
    }
}
