import Foundation
import Locking

/// A small HTTP/1.1 server on 127.0.0.1 that passes every request to an `HTTPRequestHandler`.
public final class HTTPServer: Sendable {
    private enum State {
        case idle
        case running(ConnectionListener)
        case stopped
    }

    /// The port and limits the server was created with.
    public let configuration: Configuration
    private let handler: any HTTPRequestHandler
    // Held for the whole of `start()` and `stop()`, so a second `stop()` returns only once the first has finished.
    private let state = Locked(State.idle)

    /// Creates a stopped server; `start()` opens the port.
    public init(handler: any HTTPRequestHandler, configuration: Configuration = Configuration()) {
        self.handler = handler
        self.configuration = configuration
    }

    deinit {
        stop()
    }

    /// The port the server listens on, nil unless it is running.
    public var port: UInt16? {
        state.withLock { state in
            if case .running(let listener) = state { return listener.port }
            return nil
        }
    }

    var listeningAddress: (host: String, port: UInt16)? {
        state.withLock { state in
            if case .running(let listener) = state { return listener.localAddress }
            return nil
        }
    }

    /// `http://127.0.0.1:<port>` while the server is running, nil otherwise.
    public var baseURL: URL? {
        port.flatMap { URL(string: "http://127.0.0.1:\($0)") }
    }

    /// Starts listening on 127.0.0.1 and returns the bound port (a free one when the configuration says 0).
    @discardableResult
    public func start() throws(HTTPServerError) -> UInt16 {
        try state.withLock { (state: inout State) throws(HTTPServerError) -> UInt16 in
            guard case .idle = state else { throw .alreadyStarted }
            let listener = try ConnectionListener(handler: handler, configuration: configuration)
            listener.start()
            state = .running(listener)
            return listener.port
        }
    }

    /// Closes the listening socket and every connection, and returns once all of them are closed.
    public func stop() {
        state.withLock { state in
            guard case .running(let listener) = state else { return }
            listener.stop()
            state = .stopped
        }
    }
}
