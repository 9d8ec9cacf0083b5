import Locking
import TestSupport

/// A clock whose sleeps return at once and are recorded, so a retry's wait can be checked without waiting for it.
///
/// Its time stands still, so a sleep recorded through `sleep(for:)` is exactly the duration asked for.
final class RecordingImmediateClock: Clock, Sendable {
    typealias Instant = TestClock.Instant

    private let sleeps = Locked<[Duration]>([])

    var now: Instant {
        Instant(offset: .zero)
    }

    var minimumResolution: Duration {
        .zero
    }

    /// Every duration a caller asked to sleep for, in order.
    var requestedSleeps: [Duration] {
        sleeps.withLock { $0 }
    }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        sleeps.withLock { $0.append(now.duration(to: deadline)) }
    }
}
