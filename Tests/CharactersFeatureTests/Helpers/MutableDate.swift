import Foundation
import Locking

/// A wall clock for cache freshness that only moves when a test moves it.
final class MutableDate: Sendable {
    private let date: Locked<Date>

    init(_ date: Date = Fixtures.date) {
        self.date = Locked(date)
    }

    var now: Date {
        date.withLock { $0 }
    }

    func advance(bySeconds seconds: TimeInterval) {
        date.withLock { $0 += seconds }
    }
}
