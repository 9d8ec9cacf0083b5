import Foundation

/// Lets a connection thread wait for its handler's response or for a delay, until the server interrupts it.
///
/// `@unchecked Sendable` is safe: `interrupted` and `response` are only read or written while `condition`'s lock
/// is held, and `condition` itself is a thread-safe lock.
final class InterruptibleWaiter: @unchecked Sendable {
    private let condition = NSCondition()
    private var interrupted = false
    private var response: HTTPServerResponse?

    /// Whether `interrupt()` was called.
    var isInterrupted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return interrupted
    }

    /// Runs `handler` in a task and blocks the calling thread (never a pool thread) for its response.
    ///
    /// Returns nil when interrupted first; the task then finishes on its own and its response is dropped.
    func response(from handler: any HTTPRequestHandler, to request: HTTPServerRequest) -> HTTPServerResponse? {
        condition.lock()
        response = nil
        condition.unlock()
        Task {
            let response = await handler.response(to: request)
            self.deliver(response)
        }
        condition.lock()
        defer { condition.unlock() }
        while response == nil && !interrupted {
            condition.wait()
        }
        return interrupted ? nil : response
    }

    /// Blocks the calling thread for `duration`; false when interrupted before it passed.
    func sleep(for duration: Duration) -> Bool {
        let (seconds, attoseconds) = duration.components
        let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while !interrupted && condition.wait(until: deadline) {}
        return !interrupted
    }

    /// Wakes the waiting thread for good: current and later waits return at once, reporting the interruption.
    func interrupt() {
        condition.lock()
        interrupted = true
        condition.broadcast()
        condition.unlock()
    }

    private func deliver(_ response: HTTPServerResponse) {
        condition.lock()
        self.response = response
        condition.broadcast()
        condition.unlock()
    }
}
