import Foundation
import Locking
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    let port: UInt16
    private let listener: Int32
    private let state: Locked<State>
    private let threads = DispatchGroup()

    private struct State {
        var script: [Reply]
        var requests: [String] = []
        var connections: [Int32] = []
        var connectionCount = 0
        var isStopped = false
    }

    /// Starts a server answering requests with `script` in order (the last reply repeats).
    init(_ script: [Reply]) throws {
        let listener = try LoopbackTestSocket.listening()
        self.listener = listener
        port = try LoopbackTestSocket.port(of: listener)
        state = Locked(State(script: script))
        threads.enter()
        Thread { [self] in
            acceptUntilStopped()
            threads.leave()
        }.start()
    }

    /// The URL of `target` (such as `/api/character?page=1`) on this server.
    func url(_ target: String) throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(port)\(target)"))
    }

    /// Every request read so far, head and body, as text.
    var requests: [String] { state.withLock { $0.requests } }

    /// How many connections clients opened.
    var connectionCount: Int { state.withLock { $0.connectionCount } }

    /// Closes the listener and every connection, and waits for their threads.
    func stop() {
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

    private func acceptUntilStopped() {
        var watched = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        while !state.withLock({ $0.isStopped }) {
            guard poll(&watched, 1, 20) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let admitted = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                state.connections.append(connection)
                state.connectionCount += 1
                return true
            }
            guard admitted else {
                close(connection)
                return
            }
            threads.enter()
            Thread { [self] in
                serve(connection)
                state.withLock { state in
                    state.connections.removeAll { $0 == connection }
                    close(connection)
                }
                threads.leave()
            }.start()
        }
    }

    private func serve(_ connection: Int32) {
        LoopbackTestSocket.setTimeouts(connection, seconds: 5)
        var pending: [UInt8] = []
        while let request = LoopbackTestSocket.receiveRequest(connection, pending: &pending) {
            let reply = state.withLock { state -> Reply in
                state.requests.append(request)
                return state.script.count > 1 ? state.script.removeFirst() : state.script[0]
            }
            switch reply {
            case .send(let text):
                guard LoopbackTestSocket.send(Array(text.utf8), connection) else { return }
            case .sendAndClose(let text):
                _ = LoopbackTestSocket.send(Array(text.utf8), connection)
                return
            case .close:
                return
            case .silence:
                while !state.withLock({ $0.isStopped }), LoopbackTestSocket.waitWhileOpen(connection) {}
                return
            }
        }
    }
}
