import Locking

/// The idle kept-alive connections of one `SocketHTTPClient`, by endpoint; at most `capacity` of them.
final class SocketConnectionPool: Sendable {
    private let capacity: Int
    private let idle = Locked<[SocketConnection]>([])

    init(capacity: Int) {
        self.capacity = capacity
    }

    deinit {
        for connection in idle.withLock({ $0 }) {
            connection.close()
        }
    }

    func take(_ endpoint: String) -> SocketConnection? {
        while let connection = idle.withLock({ idle -> SocketConnection? in
            guard let index = idle.lastIndex(where: { $0.endpoint == endpoint }) else { return nil }
            return idle.remove(at: index)
        }) {
            if connection.isIdleAndOpen {
                return connection
            }
            connection.close()
        }
        return nil
    }

    func put(_ connection: SocketConnection) {
        let evicted = idle.withLock { idle -> SocketConnection? in
            idle.append(connection)
            return idle.count > capacity ? idle.removeFirst() : nil
        }
        evicted?.close()
    }
}
