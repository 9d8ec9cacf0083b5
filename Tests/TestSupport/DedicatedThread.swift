import Foundation

/// Runs blocking `body` on a new thread and awaits its result, keeping blocking calls (sockets, child processes,
/// `concurrentPerform`) off Swift concurrency's cooperative pool, whose few threads other tests' servers need.
public func onDedicatedThread<Value: Sendable>(
    _ body: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result(catching: body)) }.start()
    }
}
