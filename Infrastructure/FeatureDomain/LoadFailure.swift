import Foundation

/// Why a load failed, in terms a screen can word: the one error every feature's Data layer throws.
public enum LoadFailure: RetryableError, Hashable, Sendable {
    /// The server at `host` (host and port, such as `127.0.0.1:8080`) could not be reached.
    case unreachable(host: String)
    /// The API answered its "no match" for a list (`{"error":"There is nothing here"}`): a filter matched
    /// nothing, or a page is past the end. `savedAt` is set when saved data (a crawl) answered offline.
    case noMatch(url: String, savedAt: Date? = nil)
    /// The API answered that the item does not exist (`{"error":"Character not found"}`).
    case notFound(url: String, savedAt: Date? = nil)
    /// The list has no page with this number: the API's "no match" for a page past the first (see `Page`).
    case pageNotFound(page: Int, savedAt: Date? = nil)
    /// No item has this id: the API's "not found" for an item.
    case itemNotFound(id: Int, savedAt: Date? = nil)
    /// The server answered with something that is not an image, or an empty one.
    case notAnImage(url: String)
    /// The server answered about another item than the one asked for (`character/1` answered with id 2).
    case mismatchedID(asked: Int, answered: Int)
    /// The API answered its unknown-route 404 (`{"error":"There is nothing here."}`): an `--api` without `/api`, say.
    case unknownRoute(url: String)
    /// A 404 without the API's error body: the server is not the Rick and Morty API.
    case notTheAPI(url: String)
    /// The server answered with an error status.
    case serverError(status: Int)
    /// The server asked to wait (HTTP 429), for this many seconds when it said.
    case busy(retryAfterSeconds: Int?)
    /// The server's answer could not be read.
    case unreadable
    /// The answer was larger than the App accepts.
    case tooLarge
    /// Nothing is saved for offline use and the network may not be asked.
    case notSaved
    /// The load was cancelled.
    case cancelled
    /// No request could be built from the server address.
    case invalidAddress(String)
    /// What the user keeps (their favourites) could not be read or written; the reason names the file.
    case userDataUnusable(String)

    /// Whether trying again may help: not for answers that will not change (no match, not found, a wrong server), nor
    /// offline for what is not saved, as the network may not be asked.
    public var isWorthRetrying: Bool {
        switch self {
        case .noMatch, .notFound, .pageNotFound, .itemNotFound, .mismatchedID, .unknownRoute, .notTheAPI,
            .invalidAddress, .userDataUnusable, .notSaved:
            false
        case .unreachable, .serverError, .busy, .unreadable, .notAnImage, .tooLarge, .cancelled: true
        }
    }

    /// Where the answer that failed came from: saved data offline, the server, or nil when nothing answered.
    public var source: DataSource? {
        switch self {
        case .noMatch(_, let savedAt?), .notFound(_, let savedAt?), .pageNotFound(_, let savedAt?),
            .itemNotFound(_, let savedAt?):
            .offline(savedAt: savedAt)
        case .notSaved: .offline(savedAt: nil)
        case .unreachable, .cancelled, .invalidAddress, .userDataUnusable: nil
        default: .network
        }
    }

    /// The same failure, answered by data saved at `date` (a crawl's 404 offline).
    public func answered(savedAt date: Date) -> LoadFailure {
        switch self {
        case .noMatch(let url, _): .noMatch(url: url, savedAt: date)
        case .notFound(let url, _): .notFound(url: url, savedAt: date)
        case .pageNotFound(let page, _): .pageNotFound(page: page, savedAt: date)
        case .itemNotFound(let id, _): .itemNotFound(id: id, savedAt: date)
        default: self
        }
    }
}
