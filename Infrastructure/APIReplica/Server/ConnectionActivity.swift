import Locking

/// What one connection is doing, as its server sees it when it is full: waiting for a request, receiving one, or
/// answering one.
final class ConnectionActivity: Sendable {
    /// The connection's phase and since when it is in it.
    enum Phase: Equatable {
        case idle(since: ContinuousClock.Instant)
        case receiving(since: ContinuousClock.Instant)
        case answering
    }

    private let phase: Locked<Phase>

    init(now: ContinuousClock.Instant = .now) {
        phase = Locked(.idle(since: now))
    }

    var current: Phase { phase.withLock { $0 } }

    func waiting(requestStartedAt requestStart: ContinuousClock.Instant?) {
        phase.withLock { phase in
            switch (phase, requestStart) {
            case (_, let start?): phase = .receiving(since: start)
            case (.idle, nil): break
            case (_, nil): phase = .idle(since: .now)
            }
        }
    }

    func answering() {
        phase.withLock { $0 = .answering }
    }
}
