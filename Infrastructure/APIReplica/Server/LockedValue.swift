import Foundation

/// A value guarded by a pthread-backed lock, for state shared between the server's threads.
///
/// Not `Synchronization.Mutex`: on Linux, a contended `Mutex` is handed over by the kernel (a priority-inheriting
/// futex), which the thread sanitizer cannot see, so it reports races that are not there. `NSLock` is a pthread
/// mutex, which the sanitizer understands. `@unchecked Sendable` is safe: `value` is only touched inside `withLock`.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the box holding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
