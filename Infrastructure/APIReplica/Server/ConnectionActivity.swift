import Locking

/// What one connection is doing, as its server sees it when it is full: waiting for a request, receiving one, or
/// answering one.
final class ConnectionActivity: Sendable {
    /// The connection's phase and since when it is in it.
    enum Phase: Equatable {
        /// Waiting for the first byte of a request (a new or kept-alive connection).
        case idle(since: ContinuousClock.Instant)
        /// A request has begun to arrive but is not complete.
        case receiving(since: ContinuousClock.Instant)
        /// A request is being answered.
        case answering
    }

    private let phase: Locked<Phase>

    /// Starts idle now: a connection just accepted has sent nothing yet.
    init(now: ContinuousClock.Instant = .now) {
        phase = Locked(.idle(since: now))
    }

    /// The current phase.
    var current: Phase { phase.withLock { $0 } }

    /// Records a wait for more bytes: idle since the last answer (or since the connection opened) when no request
    /// is under way, else receiving since the request began.
    func waiting(requestStartedAt requestStart: ContinuousClock.Instant?) {
        phase.withLock { phase in
            switch (phase, requestStart) {
            case (_, let start?): phase = .receiving(since: start)
            case (.idle, nil): break
            case (_, nil): phase = .idle(since: .now)
            }
        }
    }

    /// Records that a request is being answered.
    func answering() {
        phase.withLock { $0 = .answering }
    }
}
