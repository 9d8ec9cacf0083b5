import Foundation

extension NetworkError: CustomStringConvertible {
    /// A precise, technical description naming the URL or thing that failed, for logs and developers.
    public var description: String {
        switch self {
        case .invalidURL(let text):
            "invalid URL: could not build an absolute http(s) URL from \"\(text)\""
        case .transport(let failure, let reason, let url):
            "the request for \(url.absoluteString) failed: \(failure.phrase) (\(reason))"
        case .httpStatus(let code, let message, let url):
            "\(url.absoluteString) answered HTTP \(code)" + (message.map { ": \($0)" } ?? "")
        case .rateLimited(let seconds, let url):
            "\(url.absoluteString) rate limited the request (HTTP 429"
                + (seconds.map { ", retry after \($0) s)" } ?? ", no Retry-After)")
        case .decoding(let path, let reason, let url):
            "could not decode the response of \(url.absoluteString) at \(path.isEmpty ? "the top level" : path): "
                + reason
        case .responseTooLarge(let limit, let url):
            "the response of \(url.absoluteString) is larger than the limit of \(limit) bytes"
        case .cancelled(let url):
            "the request for \(url.absoluteString) was cancelled"
        }
    }

    /// A short sentence to show a user, without URLs or codes they cannot act on.
    public var summary: String {
        switch self {
        case .invalidURL:
            "The app could not build the request."
        case .transport(let failure, _, _):
            failure.summary
        case .httpStatus(let code, _, _):
            switch code {
            case 404: "Nothing was found."
            case 500...: "The server had a problem. Please try again."
            default: "The server refused the request."
            }
        case .rateLimited(let seconds, _):
            seconds.map { "Too many requests. Try again in \($0) seconds." } ?? "Too many requests. Try again later."
        case .decoding:
            "The server sent data the app could not read."
        case .responseTooLarge:
            "The server sent more data than the app accepts."
        case .cancelled:
            "The request was cancelled."
        }
    }
}

extension TransportFailure {
    fileprivate var summary: String {
        switch self {
        case .offline: "You appear to be offline."
        case .hostNotFound, .connectionRefused: "The server could not be reached."
        case .connectionLost: "The connection was lost. Please try again."
        case .timedOut: "The server took too long to respond."
        case .secureConnectionFailed: "A secure connection to the server could not be made."
        case .other: "A network error occurred. Please try again."
        }
    }
}
