import Networking
import SharedPresentation
import Storage

extension CharactersStrings {
    static let unreachable = "Couldn't reach the server. Check the connection and try again."
    static let unreadable = "The server sent data the app couldn't read."

    /// A friendly sentence for a failed load, naming what failed when the user can act on it.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as CharacterLoadError: message(for: error)
        case let error as NetworkError: message(for: error)
        case let error as AvatarImageError: message(for: error)
        case let error as CharacterQueryError: message(for: error)
        case is CharacterMappingError: unreadable
        case StorageError.notCached: "This isn't saved for offline use yet."
        default: SharedStrings.loadError
        }
    }

    private static func message(for error: CharacterLoadError) -> String {
        switch error {
        case .characterNotFound(let id): "Character \(id) was not found."
        case .pageNotFound(let page, _): "Page \(page) doesn't exist."
        }
    }

    private static func message(for error: NetworkError) -> String {
        switch error {
        case .transport: unreachable
        case .httpStatus(let code, _, _): "The server answered with an error (\(code)). Try again."
        case .rateLimited(let seconds?, _): "The server is busy. Try again in \(seconds) seconds."
        case .rateLimited(nil, _): "The server is busy. Try again later."
        case .decoding: unreadable
        case .responseTooLarge: "The server sent more data than the app accepts."
        case .invalidURL: "The app couldn't build the request. Check the server address."
        case .cancelled: "The request was cancelled."
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
