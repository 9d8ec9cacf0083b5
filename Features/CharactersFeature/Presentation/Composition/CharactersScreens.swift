import FeatureDomain
import SharedPresentation

/// The feature's routes, its avatars on the shared screens, and the routes of other features its screens open.
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

    /// The avatars as the shared screens load them, loaded by `avatars`.
    static func avatars(_ avatars: any ImageLoader) -> ImageAddition {
        ImageAddition(word: imageWord, failureText: CharactersStrings.message(for:)) {
            try await avatars.image(of: $0, mode: $1)
        }
    }
}
