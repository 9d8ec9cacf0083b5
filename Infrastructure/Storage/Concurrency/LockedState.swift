import Foundation

/// A value behind a lock: `withLock` gives one caller at a time exclusive access to it.
///
/// The caches use it instead of `Synchronization.Mutex` because on Linux the thread sanitizer cannot see Mutex's
/// contended (futex) path and reports false data races under contention; `NSLock` is a pthread mutex, which the
/// sanitizer understands. It costs about the same.
final class LockedState<State: Sendable>: @unchecked Sendable {
    // @unchecked Sendable is safe: `state` is only ever touched inside `withLock`, while `lock` is held.
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
