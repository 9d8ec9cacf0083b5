import Foundation
import Locking

/// A wall-clock time that moves only when the test says, for caches' `now`.
final class ManualNow: Sendable {
    private let current: Locked<Date>

    init(_ start: Date = Fixtures.date(2024, 5, 1, 10, 30)) {
        current = Locked(start)
    }

    var date: Date {
        current.withLock { $0 }
    }

    var function: @Sendable () -> Date {
        { self.date }
    }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}
