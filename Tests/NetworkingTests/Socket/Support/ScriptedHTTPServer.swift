import Foundation
import Locking
import LoopbackHTTP
import TestSupport
import Testing

/// A loopback server that answers each request it reads with the next reply of its script, byte for byte, and
/// records the requests and how many connections were opened.
///
/// Each connection is served on a thread of its own. Call `stop()` when done.
final class ScriptedHTTPServer: Sendable {
    /// What the server does with one request.
    enum Reply: Sendable {
        /// Sends these bytes and keeps reading requests on the connection.
        case send(String)
        /// Sends these bytes, then closes the connection.
        case sendAndClose(String)
        /// Closes the connection without a byte.
        case close
        /// Sends nothing and keeps the connection open until the client leaves.
        case silence
    }

    private let received: Locked<[String]>
    private let server: LoopbackTestServer

    /// Starts a server answering requests with `script` in order (the last reply repeats).
    init(_ script: [Reply]) throws {
        let (script, received) = (Locked(script), Locked<[String]>([]))
        self.received = received
        server = try LoopbackTestServer { connection, server in
            Self.serve(connection, script: script, received: received, until: server)
        }
    }

    /// The port the server listens on, on 127.0.0.1.
    var port: UInt16 { server.port }

    /// The URL of `target` (such as `/api/character?page=1`) on this server.
    func url(_ target: String) throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(port)\(target)"))
    }

    /// Every request read so far, head and body, as text.
    var requests: [String] { received.withLock { $0 } }

    /// How many connections clients opened.
    var connectionCount: Int { server.acceptedConnectionCount }

    /// Waits until `count` connections have ended, however long that takes (a hang ends at the test's time limit);
    /// whether they did.
    func waitUntilConnectionsEnded(_ count: Int) async -> Bool {
        await server.waitUntil { $0.endedConnectionCount >= count }
    }

    /// Closes the listener and every connection, and waits for their threads.
    func stop() {
        server.stop()
    }

    private static func serve(
        _ connection: Int32, script: Locked<[Reply]>, received: Locked<[String]>, until server: LoopbackTestServer
    ) {
        LoopbackTestSocket.setTimeouts(connection, seconds: 5)
        var pending: [UInt8] = []
        while let request = LoopbackTestSocket.receiveRequest(connection, pending: &pending) {
            received.withLock { $0.append(request) }
            let reply = script.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
            switch reply {
            case .send(let text):
                guard LoopbackTestSocket.send(Array(text.utf8), connection) else { return }
            case .sendAndClose(let text):
                _ = LoopbackTestSocket.send(Array(text.utf8), connection)
                return
            case .close:
                return
            case .silence:
                while !server.isStopped, LoopbackTestSocket.waitWhileOpen(connection) {}
                return
            }
        }
    }
}
