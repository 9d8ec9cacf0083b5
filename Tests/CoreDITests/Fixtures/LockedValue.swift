import Foundation

/// A value guarded by an `NSLock`, for spies written from many threads.
///
/// Not `Synchronization.Mutex`: on Linux its contended path is invisible to ThreadSanitizer, which then reports
/// false races. `@unchecked Sendable` because `value` is only touched inside `withLock`.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
