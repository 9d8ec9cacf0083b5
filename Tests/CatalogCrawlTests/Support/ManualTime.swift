import Foundation
import Locking

/// A wall-clock time that only moves when a test says so, for cache freshness.
final class ManualTime: Sendable {
    private let current = Locked(Date(timeIntervalSince1970: 1_700_000_000))

    var now: @Sendable () -> Date {
        { [current] in current.withLock { $0 } }
    }

    func advance(by seconds: Int64) {
        current.withLock { $0 += TimeInterval(seconds) }
    }
}
