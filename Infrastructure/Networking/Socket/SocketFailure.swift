import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a `SocketHTTPClient` exchange failed, before it is turned into the error the client throws.
enum SocketFailure: Error, Equatable {
    /// The host name did not resolve.
    case hostNotFound(String)
    /// No connection could be made; `code` is the `errno` of the last attempt.
    case connectFailed(host: String, port: Int, code: Int32)
    /// Nothing happened on the connection for the idle timeout.
    case timedOut
    /// The connection failed while sending or receiving (`errno`).
    case connectionLost(Int32)
    /// The server closed the connection without sending a byte of a response.
    case emptyReply
    /// The server closed the connection before the end of the body; `remaining` when the length was known.
    case truncated(remaining: Int?)
    /// The response is not valid HTTP/1.1.
    case malformed(String)
    /// The body is longer than the client accepts.
    case tooLarge
    /// The caller cancelled the request.
    case cancelled

    /// Whether a reused connection failing this way before any byte of a response was probably just closed by the
    /// server while it sat idle, so the request can go again on a fresh connection.
    var endsAStaleConnection: Bool {
        switch self {
        case .emptyReply, .connectionLost: true
        default: false
        }
    }

    /// The error `SocketHTTPClient` throws: the `URLError` `URLSession` reports for the same failure, mapped the same
    /// way, so both clients fail alike; `.responseTooLarge` for a body over `limit`, `CancellationError` when
    /// cancelled.
    func clientError(for url: URL, limit: Int) -> any Error {
        switch self {
        case .tooLarge: NetworkError.responseTooLarge(limit: limit, url: url)
        case .cancelled: CancellationError()
        default: urlError.clientError(for: url, afterResponseHead: isAfterResponseHead)
        }
    }

    /// Whether the response head had arrived: a body cut short is a connection lost mid-answer, as with URLSession.
    private var isAfterResponseHead: Bool {
        if case .truncated = self { return true }
        return false
    }

    private var urlError: URLError {
        switch self {
        case .hostNotFound(let host):
            URLError(.cannotFindHost, "Could not resolve host: \(host)")
        case .connectFailed(let host, let port, let code):
            URLError(
                Self.connectErrorCode(code), "Failed to connect to \(host) port \(port): \(Self.describe(code))")
        case .timedOut:
            URLError(.timedOut, "No data received for the idle timeout")
        case .connectionLost(let code):
            URLError(.networkConnectionLost, "Connection lost: \(Self.describe(code))")
        case .emptyReply:
            URLError(.badServerResponse, "Empty reply from server")
        case .truncated(let remaining):
            URLError(
                .unknown, "transfer closed with \(remaining.map { "\($0) bytes" } ?? "the body") remaining to read")
        case .malformed(let problem):
            URLError(.badServerResponse, "Invalid HTTP response: \(problem)")
        case .tooLarge, .cancelled:
            URLError(.unknown)
        }
    }

    private static func connectErrorCode(_ code: Int32) -> URLError.Code {
        switch code {
        case ETIMEDOUT: .timedOut
        case ENETUNREACH, ENETDOWN: .notConnectedToInternet
        default: .cannotConnectToHost
        }
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

extension URLError {
    fileprivate init(_ code: Code, _ description: String) {
        self.init(code, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
