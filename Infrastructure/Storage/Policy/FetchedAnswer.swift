import Foundation

/// What the server answered a `CachedFetcher`'s request with: a whole body, or a 304 confirming the stored one.
public enum FetchedAnswer: Sendable, Hashable {
    /// A whole answer (a 200) and what its server said about keeping it.
    case body(Data, ResponseCaching)
    /// A 304 Not Modified: the stored bytes are still the answer; what the 304 said updates what was stored.
    case notModified(ResponseCaching)
}
