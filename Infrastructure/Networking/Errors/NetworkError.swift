import Foundation

/// Everything that can go wrong fetching and reading an HTTP resource; each case names the URL that failed.
public enum NetworkError: Error, Sendable, Hashable {
    /// No valid URL could be built from the given text (a base URL without scheme or host, for example).
    case invalidURL(String)
    /// The request never got an HTTP response: offline, refused, timed out, ...; `reason` is the underlying text.
    case transport(TransportFailure, reason: String, url: URL)
    /// The server answered with a non-2xx status; `message` is its `{"error": ...}` text when the body had one.
    case httpStatus(code: Int, message: String?, url: URL)
    /// The server answered 429 Too Many Requests; `retryAfterSeconds` is its `Retry-After`, when it sent one.
    case rateLimited(retryAfterSeconds: Int?, url: URL)
    /// The body could not be decoded; `path` is where (`results[3].origin.name`, empty for the document itself).
    case decoding(path: String, reason: String, url: URL)
    /// The body was larger than `limit` bytes, so it was rejected.
    case responseTooLarge(limit: Int, url: URL)
    /// The request was cancelled before it finished.
    case cancelled(url: URL)

    /// The URL the failed request was for, nil for `.invalidURL` (which has none).
    public var url: URL? {
        switch self {
        case .invalidURL: nil
        case .transport(_, _, let url), .httpStatus(_, _, let url), .rateLimited(_, let url),
            .decoding(_, _, let url), .responseTooLarge(_, let url), .cancelled(let url):
            url
        }
    }

    /// Wraps any error a client threw for `url`: `CancellationError` becomes `.cancelled`, others `.transport`.
    public init(_ error: any Error, url: URL) {
        switch error {
        case let error as NetworkError:
            self = error
        case is CancellationError:
            self = .cancelled(url: url)
        default:
            self = .transport(.other, reason: String(describing: error), url: url)
        }
    }
}
