import Foundation
import Locking

/// One request of a `SocketHTTPClient`, run on a thread of its own; its caller is answered exactly once.
final class SocketExchange: Sendable {
    private let request: HTTPRequest
    private let endpoint: SocketEndpoint
    private let limit: Int
    private let idleTimeout: Duration
    private let pool: SocketConnectionPool
    private let cancellation = SocketCancellation()
    private let caller = Locked<CheckedContinuation<HTTPResponse, any Error>?>(nil)

    init(
        request: HTTPRequest, endpoint: SocketEndpoint, limit: Int, idleTimeout: Duration, pool: SocketConnectionPool
    ) {
        self.request = request
        self.endpoint = endpoint
        self.limit = limit
        self.idleTimeout = idleTimeout
        self.pool = pool
    }

    func start(answering continuation: CheckedContinuation<HTTPResponse, any Error>) {
        caller.withLock { $0 = continuation }
        if cancellation.isCancelled {
            return answer(.failure(CancellationError()))
        }
        let thread = Thread { [self] in
            let outcome = Result { () throws(SocketFailure) in try perform() }
            answer(outcome.mapError { $0.clientError(for: request.url, limit: limit) })
        }
        thread.name = "SocketHTTPClient exchange"
        thread.start()
    }

    func cancel() {
        cancellation.cancel()
        answer(.failure(CancellationError()))
    }

    private func answer(_ outcome: Result<HTTPResponse, any Error>) {
        caller.withLock { caller in
            defer { caller = nil }
            return caller
        }?.resume(with: outcome)
    }

    private func perform() throws(SocketFailure) -> HTTPResponse {
        let message = endpoint.message(for: request)
        if let pooled = pool.take(endpoint.key) {
            let (outcome, isStale) = exchange(message, on: pooled)
            // The server closed the idle connection as it was reused: a safe read goes again on a new one.
            guard isStale, request.method.isSafeRead else { return try outcome.get() }
        }
        let connection = try SocketConnection.connect(
            to: endpoint, idleTimeout: idleTimeout, cancellation: cancellation)
        return try exchange(message, on: connection).outcome.get()
    }

    // `isStale`: it failed before any byte of a response in a way that may only mean the connection had gone stale.
    private func exchange(
        _ message: [UInt8], on connection: SocketConnection
    ) -> (outcome: Result<HTTPResponse, SocketFailure>, isStale: Bool) {
        var reader = SocketResponseReader(
            connection: connection, limit: limit, idleTimeout: idleTimeout, cancellation: cancellation)
        var sendFailed = false
        let outcome = Result { () throws(SocketFailure) in
            try cancellation.attach(connection)
            do throws(SocketFailure) {
                try connection.send(message, idleTimeout: idleTimeout, cancellation: cancellation)
            } catch {
                // A server may answer a request it refuses (414, 431, 413) and close before taking all of it: its
                // answer is what happened, not the broken send.
                guard case .connectionLost = error, let answer = try? reader.read(answering: request.method) else {
                    throw error
                }
                sendFailed = true
                return answer
            }
            return try reader.read(answering: request.method)
        }
        cancellation.detach(connection)
        switch outcome {
        case .success(let response):
            if response.leavesConnectionReusable && !sendFailed && !cancellation.isCancelled {
                pool.put(connection)
            } else {
                connection.close()
            }
            let head = response.head
            let answer = HTTPResponse(
                statusCode: head.statusCode, headers: head.headers, body: response.body, url: request.url)
            return (.success(answer), false)
        case .failure(let failure):
            connection.close()
            return (.failure(failure), !reader.hasReceived && failure.endsAStaleConnection)
        }
    }
}
