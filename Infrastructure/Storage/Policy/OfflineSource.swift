import Foundation

/// Answers a key the network could not and no cache entry holds, from data kept earlier (a crawled catalog).
public protocol OfflineSource: Sendable {
    /// The answer for `key` once the network failed with `error`, nil when there is none; throws the failure the
    /// kept data implies (the API's 404 for a search that matches nothing) as a `SavedAnswerFailure`.
    func answer(forKey key: String, after error: any Error) throws -> CachedData?
}

/// A failure answered by data kept earlier rather than by the server, such as a crawl's 404 for a search.
public struct SavedAnswerFailure: Error {
    /// The failure the kept data implies, as the HTTP client would have thrown it.
    public var failure: any Error
    /// When the data that answered was stored.
    public var savedAt: Date

    /// Creates the failure.
    public init(_ failure: any Error, savedAt: Date) {
        self.failure = failure
        self.savedAt = savedAt
    }
}
