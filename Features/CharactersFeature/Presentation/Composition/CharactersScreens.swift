import FeatureDomain
import SharedPresentation

/// The feature's routes and its avatars on the shared screens.
enum CharactersScreens {
    /// `characters [--page N] [--name X] [--status S] ... [--images]` and `character ID`.
    static let routes = ListDetailRoutes(list: "characters", detail: .character)
    /// The script word (and command) that loads a character's avatar.
    static let imageWord = "image"
    /// The avatars as the shared screens load them, loaded by `avatars`.
    static func avatars(_ avatars: any ImageLoader) -> ImageAddition {
        ImageAddition(word: imageWord, failureText: CharactersStrings.message(for:)) {
            try await avatars.image(of: $0, mode: $1)
        }
    }
}
