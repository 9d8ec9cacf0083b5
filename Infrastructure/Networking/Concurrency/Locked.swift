import Foundation

/// A value guarded by a lock that ThreadSanitizer can see; use it like `Synchronization.Mutex`.
///
/// On Linux `Mutex` locks with raw futex calls that TSan does not intercept, so contended use is reported as a data
/// race and `swift test --sanitize=thread` fails (exit 66). `NSLock` wraps a pthread mutex, which TSan understands.
// @unchecked Sendable: `value` is only touched inside `withLock`, while `lock` is held, and `Value` is Sendable.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
