import Foundation
import Locking

/// A small HTTP/1.1 server on 127.0.0.1 that passes every request to an `HTTPRequestHandler`.
public final class HTTPServer: Sendable {
    private enum State {
        case idle
        case running(port: UInt16, listener: ConnectionListener, registry: ConnectionRegistry)
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
            if case .running(let port, _, _) = state { return port }
            return nil
        }
    }

    var listeningAddress: (host: String, port: UInt16)? {
        state.withLock { state in
            if case .running(_, let listener, _) = state { return listener.localAddress }
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
            let socket = try TCPSocket.listeningOnLoopback(port: configuration.port, backlog: 128)
            let port = socket.localAddress()?.port ?? configuration.port
            let registry = ConnectionRegistry(
                capacity: configuration.maxConnections)
            let listener: ConnectionListener
            do throws(HTTPServerError) {
                listener = try ConnectionListener(socket: socket, registry: registry) {
                    [handler, configuration] accepted in
                    HTTPConnection(socket: accepted, handler: handler, configuration: configuration)
                }
            } catch {
                socket.close()
                throw error
            }
            listener.start()
            state = .running(port: port, listener: listener, registry: registry)
            return port
        }
    }

    /// Closes the listening socket and every connection, and returns once all of them are closed.
    public func stop() {
        state.withLock { state in
            guard case .running(_, let listener, let registry) = state else { return }
            listener.stop()
            registry.closeAll()
            registry.waitUntilEmpty()
            state = .stopped
        }
    }
}
