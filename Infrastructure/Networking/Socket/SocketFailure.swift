import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a `SocketHTTPClient` exchange failed, before it is turned into the error the client throws.
enum SocketFailure: Error, Equatable {
    case hostNotFound(String)
    case connectFailed(host: String, port: Int, code: Int32)
    case timedOut
    case connectionLost(Int32)
    case emptyReply
    case truncated(remaining: Int?)
    case malformed(String)
    case tooLarge
    case cancelled

    // A reused connection failing so before any response byte was probably closed by the server while idle.
    var endsAStaleConnection: Bool {
        switch self {
        case .emptyReply, .connectionLost: true
        default: false
        }
    }

    // The URLError URLSession reports for the same failure, so both clients fail alike.
    func clientError(for url: URL, limit: Int) -> any Error {
        switch self {
        case .tooLarge: NetworkError.responseTooLarge(limit: limit, url: url)
        case .cancelled: CancellationError()
        default: urlError.clientError(for: url, afterResponseHead: isAfterResponseHead)
        }
    }

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
