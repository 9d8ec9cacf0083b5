import Dispatch
import Locking

/// The open connections of one server: admits new ones up to a limit, closes them, and waits for them to end.
// When full, the connection idle or receiving the longest gives way (no rolling slowloris locks the server out);
// 503 only when all are answering. Evicted ones count against a second limit until their threads end.
// Sockets are closed under the lock eviction shuts them down under, so no shutdown hits a reused descriptor.
final class ConnectionRegistry: Sendable {
    /// Whether a new connection may be served.
    enum Admission: Equatable {
        case admitted
        case full
        case closed
    }

    private struct State {
        var connections: [ObjectIdentifier: HTTPConnection] = [:]
        var evicted: [ObjectIdentifier: HTTPConnection] = [:]
        var isClosed = false
    }

    private let capacity: Int
    private let state = Locked(State())
    private let running = DispatchGroup()
    private let evictionEnded = DispatchSemaphore(value: 0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    func admit(_ connection: HTTPConnection) -> Admission {
        // Waits up to a second while as many connections as `capacity` are still ending after giving way.
        let deadline = ContinuousClock.now + .seconds(1)
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

    func closeAll() {
        state.withLock { state in
            state.isClosed = true
            for connection in state.connections.values {
                connection.interrupt()
            }
        }
    }

    func waitUntilEmpty() {
        running.wait()
    }

    private static func victim(among connections: some Collection<HTTPConnection>) -> HTTPConnection? {
        var oldest: (connection: HTTPConnection, since: ContinuousClock.Instant)?
        for connection in connections {
            switch connection.phase.withLock({ $0 }) {
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
