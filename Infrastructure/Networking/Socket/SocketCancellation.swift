import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether an exchange was cancelled, and the connection it uses meanwhile, which `cancel()` shuts down at once.
// Connections are closed or pooled only after `detach(_:)`, under the lock `cancel()` shuts down under, so a
// shutdown never reaches a descriptor that was closed and perhaps reused.
final class SocketCancellation: Sendable {
    private struct State {
        var isCancelled = false
        var descriptor: Int32?
    }

    private let state = Locked(State())

    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            if let descriptor = state.descriptor {
                _ = shutdown(descriptor, Int32(SHUT_RDWR))
            }
        }
    }

    func attach(_ connection: SocketConnection) throws(SocketFailure) {
        let cancelled = state.withLock { state -> Bool in
            state.descriptor = state.isCancelled ? nil : connection.descriptor
            return state.isCancelled
        }
        if cancelled {
            throw .cancelled
        }
    }

    func detach(_ connection: SocketConnection) {
        state.withLock { state in
            if state.descriptor == connection.descriptor {
                state.descriptor = nil
            }
        }
    }
}
