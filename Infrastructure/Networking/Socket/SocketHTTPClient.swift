import Foundation

/// The live `HTTPClient` for plain `http` URLs: HTTP/1.1 over TCP connections of its own, kept alive and reused.
public final class SocketHTTPClient: HTTPClient {

    private let maximumResponseBytes: Int?
    private let idleTimeout: Duration
    private let pool = SocketConnectionPool(capacity: 64)

    /// Creates a client rejecting bodies over `maximumResponseBytes`, giving up on a connection idle for `idleTimeout`.
    public init(maximumResponseBytes: Int? = nil, idleTimeout: Duration = .seconds(60)) {
        self.maximumResponseBytes = maximumResponseBytes
        self.idleTimeout = idleTimeout
    }

    /// Sends `request` (an `http` URL); throws `NetworkError` or `CancellationError`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        guard let endpoint = SocketEndpoint(request.url) else {
            let reason = "SocketHTTPClient sends only http URLs with a host"
            throw NetworkError.transport(.other, reason: reason, url: request.url)
        }
        let exchange = SocketExchange(
            request: request, endpoint: endpoint, limit: maximumResponseBytes ?? .max, idleTimeout: idleTimeout,
            pool: pool)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.start(answering: continuation)
            }
        } onCancel: {
            exchange.cancel()
        }
    }
}
