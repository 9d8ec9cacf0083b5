import Networking
import Storage

extension EpisodesStrings {
    static let unreachable = "Couldn't reach the server. Check the connection and try again."
    static let unreadable = "The server sent data the app couldn't read. Try again."
    static let tooLarge = "The server sent more data than the app accepts."
    static let notSaved = "This isn't saved for offline use yet. Connect and try again."
    static let cancelled = "The load was cancelled. Try again."
    static let generic = "Something went wrong. Try again."

    /// The friendly message for a failed load.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as EpisodesError: message(for: error)
        case let error as NetworkError: message(for: error)
        case StorageError.notCached: notSaved
        case is CancellationError: cancelled
        default: generic
        }
    }

    private static func message(for error: EpisodesError) -> String {
        switch error {
        case .episodeNotFound(let id): "Episode \(id) was not found."
        case .pageNotFound(let page): "Page \(page) of the episodes was not found."
        case .invalidPage(let page): "Page \(page) is not a valid page number; pages start at 1."
        case .invalidSeason(let season): "Season \(season) is not a valid season; seasons start at 1."
        }
    }

    private static func message(for error: NetworkError) -> String {
        switch error {
        case .transport, .invalidURL: unreachable
        case .httpStatus(let code, _, _): "The server answered with an error (\(code)). Try again."
        case .rateLimited(let seconds?, _): "The server is busy. Try again in \(seconds) seconds."
        case .rateLimited(nil, _): "The server is busy. Try again in a moment."
        case .decoding: unreadable
        case .responseTooLarge: tooLarge
        case .cancelled: cancelled
        }
    }
}
