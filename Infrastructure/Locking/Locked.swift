import Foundation

/// A value guarded by a lock that ThreadSanitizer can see; the project's replacement for `Synchronization.Mutex`.
///
/// On Linux `Mutex` locks with raw futex calls that TSan does not intercept, so contended use is reported as a data
/// race and `swift test --sanitize=thread` fails (measured: 4–5 false reports per run of a correct 8-thread program).
/// `NSLock` wraps a pthread mutex, which TSan understands. It is `@unchecked Sendable` because `value` is only
/// touched inside `withLock`, while `lock` is held, and `Value` is itself Sendable.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    /// Creates a lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the guarded value and returns its result.
    ///
    /// Inlinable, so callers lock without a generic call (CoreDI takes a lock on every resolve).
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
