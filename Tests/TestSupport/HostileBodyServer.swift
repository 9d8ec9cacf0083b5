import Foundation
import Locking

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

    private let server: LoopbackTestServer
    private let sent = Locked(0)

    /// Starts listening on a free loopback port, answering every connection with `body`.
    public init(body: Body) throws {
        let sent = sent
        server = try LoopbackTestServer { connection, server in
            Self.answer(on: connection, with: body, until: server) { count in sent.withLock { $0 += count } }
        }
    }

    /// The body bytes sent on every connection so far: what the clients took before they hung up (plus what
    /// the sockets' buffers held).
    public var bodyBytesSent: Int { sent.withLock { $0 } }

    /// The connections that have ended so far.
    public var endedConnections: Int { server.endedConnectionCount }

    /// The connections accepted so far.
    public var acceptedConnections: Int { server.acceptedConnectionCount }

    /// The port the server listens on, on 127.0.0.1.
    public var port: UInt16 { server.port }

    /// `http://127.0.0.1:<port>/api`, the base URL to give a client (`--api`).
    public var apiBase: String { "http://127.0.0.1:\(port)/api" }

    /// Waits until `count` connections have ended (their client hung up, or the whole body was sent), however long
    /// that takes; a hang is ended by the test's time limit.
    public func waitUntilConnectionsEnded(_ count: Int) async {
        _ = await server.waitUntil { $0.endedConnectionCount >= count }
    }

    /// Waits until `count` connections have been accepted, however long that takes.
    public func waitUntilConnectionsAccepted(_ count: Int) async {
        _ = await server.waitUntil { $0.acceptedConnectionCount >= count }
    }

    /// Closes the listener and every connection, and waits for their threads to end.
    public func stop() {
        server.stop()
    }

    private static func answer(
        on connection: Int32, with body: Body, until server: LoopbackTestServer, counting: (Int) -> Void
    ) {
        LoopbackTestSocket.setTimeouts(connection, seconds: 5)
        guard LoopbackTestSocket.receiveRequestHead(connection),
            LoopbackTestSocket.send(Array(body.head.utf8), connection)
        else { return }
        let payload = [UInt8](repeating: UInt8(ascii: "A"), count: 64 * 1024)
        let chunk = body == .endlessChunked ? Array("10000\r\n".utf8) + payload + Array("\r\n".utf8) : payload
        var sent = 0
        while !server.isStopped, sent < (body.length ?? .max) {
            let piece = body.length.map { Array(chunk.prefix($0 - sent)) } ?? chunk
            guard LoopbackTestSocket.send(piece, connection) else { return }
            sent += piece.count
            counting(piece.count)
        }
    }
}
