import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether an exchange was cancelled, and the connection it uses meanwhile, which `cancel()` shuts down at once.
///
/// The exchange closes or pools a connection only after `detach(_:)`, under the same lock `cancel()` shuts it down
/// under, so a shutdown never reaches a descriptor that was closed and perhaps reused by then.
final class SocketCancellation: Sendable {
    private struct State {
        var isCancelled = false
        var descriptor: Int32?
    }

    private let state = Locked(State())

    /// Whether `cancel()` was called.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Marks the exchange cancelled and ends its connection's blocked calls.
    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            if let descriptor = state.descriptor {
                _ = shutdown(descriptor, Int32(SHUT_RDWR))
            }
        }
    }

    /// Makes `connection` the one `cancel()` shuts down; throws `.cancelled` when that already happened.
    func attach(_ connection: SocketConnection) throws(SocketFailure) {
        let cancelled = state.withLock { state -> Bool in
            state.descriptor = state.isCancelled ? nil : connection.descriptor
            return state.isCancelled
        }
        if cancelled {
            throw .cancelled
        }
    }

    /// Stops watching `connection`, which its exchange may close or pool from now on.
    func detach(_ connection: SocketConnection) {
        state.withLock { state in
            if state.descriptor == connection.descriptor {
                state.descriptor = nil
            }
        }
    }
}
