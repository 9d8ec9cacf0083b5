import Dispatch
import Locking

/// The open connections of one server: admits new ones up to a limit, closes them, and waits for them to end.
///
/// When full, a new connection takes the place of one that is holding a slot without using it: of the connections
/// idle (since their last answer, or since they opened without sending a byte) or still receiving their request,
/// the one waiting longest, whatever the age of any of them. So idle or dripping sockets cannot lock the server out,
/// however many arrive each second (a rolling slowloris): each gives way to every newer client in turn, and a new
/// client is the youngest. Only when every connection is busy answering does a new one get a 503. The one
/// that gives way is shut down at once and ends on its own thread; until it has, it still counts against a second
/// limit of the same size, which bounds threads and memory: at that limit, admission waits (briefly) for one of
/// them to end.
///
/// Sockets are removed and closed under the same lock `closeAll()` and eviction hold while shutting them down, so a
/// shutdown never reaches a descriptor that was closed and perhaps reused by then.
final class ConnectionRegistry: Sendable {
    /// Whether a new connection may be served.
    enum Admission: Equatable {
        /// Registered; the caller must call `retire(_:)` when the connection ends.
        case admitted
        /// Already `capacity` connections are open and none can give way.
        case full
        /// `closeAll()` was called.
        case closed
    }

    private struct State {
        var connections: [ObjectIdentifier: HTTPConnection] = [:]
        /// Connections shut down to make room, until their threads retire them.
        var evicted: [ObjectIdentifier: HTTPConnection] = [:]
        var isClosed = false
    }

    private let capacity: Int
    private let state = Locked(State())
    private let running = DispatchGroup()
    /// Signalled whenever a connection shut down to make room ends.
    private let evictionEnded = DispatchSemaphore(value: 0)

    /// The longest admission waits for connections shut down to make room to end.
    static let evictionWait = Duration.seconds(1)

    /// Creates a registry that serves at most `capacity` connections at once.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of connections served now (not counting those shut down to make room).
    var count: Int { state.withLock { $0.connections.count } }

    /// Registers `connection` when there is room, making room by shutting down one that can give way.
    ///
    /// Blocks (up to `evictionWait`) while as many connections as `capacity` are still ending after giving way.
    func admit(_ connection: HTTPConnection) -> Admission {
        let deadline = ContinuousClock.now + Self.evictionWait
        while true {
            let admission = state.withLock { state -> Admission? in
                if state.isClosed { return .closed }
                if state.connections.count >= capacity {
                    guard let victim = Self.victim(among: state.connections.values) else {
                        return .full
                    }
                    guard state.evicted.count < capacity else { return nil }
                    let key = ObjectIdentifier(victim)
                    state.connections[key] = nil
                    state.evicted[key] = victim
                    victim.interrupt()
                }
                state.connections[ObjectIdentifier(connection)] = connection
                running.enter()
                return .admitted
            }
            if let admission { return admission }
            guard ContinuousClock.now < deadline else { return .full }
            _ = evictionEnded.wait(timeout: .now() + .milliseconds(50))
        }
    }

    /// Unregisters `connection` and closes its socket.
    func retire(_ connection: HTTPConnection) {
        let (wasRegistered, wasEvicted) = state.withLock { state in
            let key = ObjectIdentifier(connection)
            let evicted = state.evicted.removeValue(forKey: key) != nil
            let removed = evicted || state.connections.removeValue(forKey: key) != nil
            connection.socket.close()
            return (removed, evicted)
        }
        if wasEvicted { evictionEnded.signal() }
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

    /// The connection that gives way to a new one: of those idle or receiving a request, the one in that state the
    /// longest; nil when every connection is busy answering.
    private static func victim(among connections: some Collection<HTTPConnection>) -> HTTPConnection? {
        var oldest: (connection: HTTPConnection, since: ContinuousClock.Instant)?
        for connection in connections {
            switch connection.activity.current {
            case .idle(let since), .receiving(let since):
                if oldest == nil || since < oldest?.since ?? since {
                    oldest = (connection, since)
                }
            case .answering:
                continue
            }
        }
        return oldest?.connection
    }
}
