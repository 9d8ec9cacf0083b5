/// Why bytes received on a connection are not an acceptable HTTP/1.x request; each maps to an error status.
enum HTTPRequestParseError: Error, Equatable, Sendable {
    /// The request line is not `METHOD SP target SP HTTP/1.x`, or holds bytes it may not.
    case malformedRequestLine
    /// The request line is longer than the limit.
    case requestLineTooLong(limit: Int)
    /// The version is well formed but not 1.0 or 1.1.
    case unsupportedVersion(String)
    /// A header line is not `name: value`, or holds bytes it may not.
    case malformedHeader
    /// The header section is longer than the limit.
    case headersTooLarge(limit: Int)
    /// An HTTP/1.1 request without exactly one `Host` header.
    case missingOrRepeatedHost
    /// `Content-Length` is not a number, or its copies disagree.
    case invalidContentLength
    /// The announced body is longer than the limit.
    case bodyTooLarge(limit: Int)
    /// The request uses `Transfer-Encoding`, which the server does not decode.
    case unsupportedTransferEncoding(String)

    /// The status code the server answers with.
    var status: Int {
        switch self {
        case .malformedRequestLine, .malformedHeader, .missingOrRepeatedHost, .invalidContentLength: 400
        case .requestLineTooLong: 414
        case .headersTooLarge: 431
        case .bodyTooLarge: 413
        case .unsupportedTransferEncoding: 501
        case .unsupportedVersion: 505
        }
    }

    /// A sentence for the error body, naming what was wrong.
    var message: String {
        switch self {
        case .malformedRequestLine: "malformed request line"
        case .requestLineTooLong(let limit): "request line longer than \(limit) bytes"
        case .unsupportedVersion(let version): "HTTP version '\(version)' is not supported"
        case .malformedHeader: "malformed header line"
        case .headersTooLarge(let limit): "header section larger than \(limit) bytes"
        case .missingOrRepeatedHost: "an HTTP/1.1 request needs exactly one Host header"
        case .invalidContentLength: "invalid Content-Length"
        case .bodyTooLarge(let limit): "request body larger than \(limit) bytes"
        case .unsupportedTransferEncoding(let coding): "Transfer-Encoding '\(coding)' is not supported"
        }
    }
}
