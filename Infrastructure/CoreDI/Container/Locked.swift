import Foundation

/// A value guarded by a lock, for state that writers change rarely.
///
/// Uses `NSLock` rather than `Synchronization.Mutex`: on Linux, `Mutex` waits for a contended lock inside the
/// uninstrumented Synchronization library, so ThreadSanitizer does not see the hand-over and reports false races
/// whenever registrations contend; `NSLock` is a pthread mutex, which it understands.
/// `@unchecked Sendable` because `value` is only read or written inside `withLock`, under `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
