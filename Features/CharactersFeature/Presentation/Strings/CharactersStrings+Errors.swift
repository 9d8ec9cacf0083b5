import FeatureDomain
import SharedPresentation

extension CharactersStrings {
    /// A friendly sentence for a failed load, naming what failed when the user can act on it: the feature's own
    /// errors, else the shared sentences.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as CharacterLoadError: message(for: error)
        case let error as AvatarImageError: message(for: error)
        case let error as CharacterQueryError: message(for: error)
        case is CharacterMappingError: LoadFailureText.message(for: LoadFailure.unreadable)
        default: LoadFailureText.message(for: error)
        }
    }

    private static func message(for error: CharacterLoadError) -> String {
        switch error {
        case .characterNotFound(let id): "Character \(id) was not found."
        case .pageNotFound(let page, _): "Page \(page) doesn't exist."
        }
    }

    private static func message(for error: AvatarImageError) -> String {
        switch error {
        case .notAnImage: "The server didn't send an image."
        case .emptyImage: "The server sent an empty image."
        case .simulatedFailure(_, let attempt): "Simulated failure (attempt \(attempt + 1))."
        }
    }
}
