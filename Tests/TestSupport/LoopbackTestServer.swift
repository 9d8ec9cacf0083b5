import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server on a free loopback port that serves every connection with `serve` on a thread of its own, counting the
/// connections accepted and ended; the core of the tests' scripted and hostile servers.
///
/// Call `stop()` when done: it shuts every connection down and waits for their threads.
public final class LoopbackTestServer: Sendable {
    /// The port the server listens on, on 127.0.0.1.
    public let port: UInt16
    private let listener: Int32
    private let serve: @Sendable (_ connection: Int32, _ server: LoopbackTestServer) -> Void
    private let state = Locked(State())
    private let threads = DispatchGroup()

    private struct State {
        var isStopped = false
        var connections: [Int32] = []
        var accepted = 0
        var ended = 0
        // Counts every change (a connection accepted or ended, the stop), and the waits for the next one.
        var changes = 0
        var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

        // Notes a change; returns the waits to resume, outside the lock.
        mutating func changed() -> [CheckedContinuation<Void, Never>] {
            changes += 1
            defer { waiters = [:] }
            return Array(waiters.values)
        }
    }

    /// Starts listening; `serve` runs once per connection, which closes when it returns.
    public init(serve: @escaping @Sendable (_ connection: Int32, _ server: LoopbackTestServer) -> Void) throws {
        self.serve = serve
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

    /// Whether `stop()` was called.
    public var isStopped: Bool { state.withLock { $0.isStopped } }

    /// How many connections the server has accepted.
    public var acceptedConnectionCount: Int { state.withLock { $0.accepted } }

    /// How many connections have ended.
    public var endedConnectionCount: Int { state.withLock { $0.ended } }

    /// Waits until `condition` holds, or until the waiting task is cancelled; whether it holds.
    ///
    /// It waits however long that takes on a loaded machine (a test's hang guard cancels it), and looks again at
    /// each connection accepted or ended, and at the stop.
    public func waitUntil(_ condition: (LoopbackTestServer) -> Bool) async -> Bool {
        while true {
            let seen = state.withLock { $0.changes }
            if condition(self) { return true }
            guard !Task.isCancelled else { return false }
            await nextChange(after: seen)
        }
    }

    // Returns once a change after the `seen`th has happened, or the task is cancelled.
    private func nextChange(after seen: Int) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isPast = state.withLock { state -> Bool in
                    guard state.changes == seen, !Task.isCancelled else { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if isPast { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
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
        state.withLock { $0.changed() }.forEach { $0.resume() }
        guard wasRunning else { return }
        threads.wait()
        close(listener)
    }

    private func acceptUntilStopped() {
        var watched = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        while !isStopped {
            guard poll(&watched, 1, 20) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let (admitted, waiters) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                guard !state.isStopped else { return (false, []) }
                state.connections.append(connection)
                state.accepted += 1
                return (true, state.changed())
            }
            waiters.forEach { $0.resume() }
            guard admitted else {
                close(connection)
                return
            }
            threads.enter()
            Thread { [self] in
                serve(connection, self)
                let waiters = state.withLock { state in
                    state.connections.removeAll { $0 == connection }
                    state.ended += 1
                    close(connection)
                    return state.changed()
                }
                waiters.forEach { $0.resume() }
                threads.leave()
            }.start()
        }
    }
}
