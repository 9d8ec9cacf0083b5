import Dispatch
import Locking

/// The open connections of one server: admits new ones up to a limit, closes them, and waits for them to end.
///
/// Sockets are removed and closed under the same lock `closeAll()` holds while shutting them down, so a shutdown
/// never reaches a descriptor that was closed and perhaps reused by then.
final class ConnectionRegistry: Sendable {
    /// Whether a new connection may be served.
    enum Admission: Equatable {
        /// Registered; the caller must call `retire(_:)` when the connection ends.
        case admitted
        /// Already `capacity` connections are open.
        case full
        /// `closeAll()` was called.
        case closed
    }

    private struct State {
        var connections: [ObjectIdentifier: HTTPConnection] = [:]
        var isClosed = false
    }

    private let capacity: Int
    private let state = Locked(State())
    private let running = DispatchGroup()

    /// Creates a registry that admits at most `capacity` connections at once.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of connections open now.
    var count: Int { state.withLock { $0.connections.count } }

    /// Registers `connection` when there is room and the registry is open.
    func admit(_ connection: HTTPConnection) -> Admission {
        state.withLock { state in
            if state.isClosed { return .closed }
            if state.connections.count >= capacity { return .full }
            state.connections[ObjectIdentifier(connection)] = connection
            running.enter()
            return .admitted
        }
    }

    /// Unregisters `connection` and closes its socket.
    func retire(_ connection: HTTPConnection) {
        let wasRegistered = state.withLock { state in
            let removed = state.connections.removeValue(forKey: ObjectIdentifier(connection)) != nil
            connection.socket.close()
            return removed
        }
        if wasRegistered { running.leave() }
    }

    /// Refuses new connections and interrupts every open one.
    func closeAll() {
        state.withLock { state in
            state.isClosed = true
            for connection in state.connections.values {
                connection.interrupt()
            }
        }
    }

    /// Blocks until every admitted connection has been retired.
    func waitUntilEmpty() {
        running.wait()
    }
}
