/// Why bytes received on a connection are not an acceptable HTTP/1.x request; each maps to an error status.
enum HTTPRequestParseError: Error, Equatable, Sendable {
    case malformedRequestLine
    case requestLineTooLong(limit: Int)
    case unsupportedVersion(String)
    case malformedHeader
    case headersTooLarge(limit: Int)
    case missingOrRepeatedHost
    case invalidContentLength
    case bodyTooLarge(limit: Int)
    case unsupportedTransferEncoding(String)

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
