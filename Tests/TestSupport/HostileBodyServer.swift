import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A hostile HTTP server on a loopback port: it answers every request with a 200 whose body no size cap accepts,
/// and sends it as fast as the client reads until the client hangs up (or the body ends).
///
/// Each connection is served on a thread of its own, off the cooperative pool. Call `stop()` when done: it ends them
/// all.
public final class HostileBodyServer: Sendable {
    /// The body every answer carries.
    public enum Body: Sendable, CaseIterable, CustomStringConvertible {
        /// No length and no end: the body is everything until the connection closes.
        case endless
        /// `Transfer-Encoding: chunked`, chunk after chunk, never the last one.
        case endlessChunked
        /// A declared `Content-Length` of 50 MB, sent in full.
        case fiftyMegabytes

        /// The status line and headers announcing the body.
        var head: String {
            let framing =
                switch self {
                case .endless: "Connection: close"
                case .endlessChunked: "Transfer-Encoding: chunked"
                case .fiftyMegabytes: "Content-Length: \(Self.fiftyMegabyteCount)"
                }
            return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(framing)\r\n\r\n"
        }

        /// How many body bytes there are, nil when endless.
        var length: Int? { self == .fiftyMegabytes ? Self.fiftyMegabyteCount : nil }

        /// What the body is, for test names.
        public var description: String {
            switch self {
            case .endless: "an endless body"
            case .endlessChunked: "an endless chunked body"
            case .fiftyMegabytes: "a 50 MB body"
            }
        }

        private static let fiftyMegabyteCount = 50 * 1024 * 1024
    }

    /// The port the server listens on, on 127.0.0.1.
    public let port: UInt16
    private let body: Body
    private let listener: Int32
    private let state = Locked(State())
    private let threads = DispatchGroup()

    private struct State {
        var isStopped = false
        var connections: [Int32] = []
        var acceptedConnections = 0
        var endedConnections = 0
    }

    /// Starts listening on a free loopback port, answering every connection with `body`.
    public init(body: Body) throws {
        self.body = body
        let listener = try LoopbackTestSocket.listening()
        do {
            port = try LoopbackTestSocket.port(of: listener)
        } catch {
            close(listener)
            throw error
        }
        self.listener = listener
        threads.enter()
        Thread { [self] in
            acceptUntilStopped()
            threads.leave()
        }.start()
    }

    /// `http://127.0.0.1:<port>/api`, the base URL to give a client (`--api`).
    public var apiBase: String { "http://127.0.0.1:\(port)/api" }

    /// How many connections the server has accepted.
    public var acceptedConnectionCount: Int { state.withLock { $0.acceptedConnections } }

    /// How many connections have ended: their client hung up, or the whole body was sent.
    public var endedConnectionCount: Int { state.withLock { $0.endedConnections } }

    /// Waits until `count` connections have ended, for at most `timeout`; whether they did.
    public func waitUntilConnectionsEnded(_ count: Int, within timeout: Duration) async -> Bool {
        await waitUntil(within: timeout) { $0.endedConnectionCount >= count }
    }

    /// Waits until `count` connections have been accepted, for at most `timeout`; whether they were.
    public func waitUntilConnectionsAccepted(_ count: Int, within timeout: Duration) async -> Bool {
        await waitUntil(within: timeout) { $0.acceptedConnectionCount >= count }
    }

    private func waitUntil(within timeout: Duration, _ condition: (HostileBodyServer) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition(self) {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// Closes the listener and every connection, and waits for their threads to end.
    public func stop() {
        // Shut down under the lock a connection's thread closes its socket under, so no descriptor is reused by then.
        let wasRunning = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isStopped = true
            state.connections.forEach { _ = shutdown($0, Int32(SHUT_RDWR)) }
            return true
        }
        guard wasRunning else { return }
        threads.wait()
        close(listener)
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    private func acceptUntilStopped() {
        var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        while !isStopped {
            guard poll(&descriptor, 1, 20) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let admitted = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                state.connections.append(connection)
                state.acceptedConnections += 1
                return true
            }
            guard admitted else {
                close(connection)
                return
            }
            threads.enter()
            Thread { [self] in
                answer(on: connection)
                state.withLock { state in
                    state.connections.removeAll { $0 == connection }
                    state.endedConnections += 1
                    close(connection)
                }
                threads.leave()
            }.start()
        }
    }

    private func answer(on connection: Int32) {
        LoopbackTestSocket.setTimeouts(connection, seconds: 5)
        guard LoopbackTestSocket.receiveRequestHead(connection),
            LoopbackTestSocket.send(Array(body.head.utf8), connection)
        else { return }
        let payload = [UInt8](repeating: UInt8(ascii: "A"), count: 64 * 1024)
        let chunk = body == .endlessChunked ? Array("10000\r\n".utf8) + payload + Array("\r\n".utf8) : payload
        var sent = 0
        while !isStopped, sent < (body.length ?? .max) {
            let piece = body.length.map { Array(chunk.prefix($0 - sent)) } ?? chunk
            guard LoopbackTestSocket.send(piece, connection) else { return }
            sent += piece.count
        }
    }
}
