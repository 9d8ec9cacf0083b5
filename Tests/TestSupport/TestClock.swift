import Locking
import Testing

/// A `Clock` that only moves when a test advances it, so code that sleeps can be tested without real time passing.
public final class TestClock: Clock, Sendable {
    /// A point in the test clock's time, measured from the clock's creation.
    public struct Instant: InstantProtocol, Sendable {
        /// The time elapsed since the clock was created.
        public let offset: Duration

        /// Creates an instant at the given offset from the clock's creation.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// Returns the instant that is `duration` later than this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// Returns the duration from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Orders instants by their offset.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Sleeper] = []
        var sleepDurations: [Duration] = []
        var cancelledBeforeSuspending: Set<Int> = []
    }

    private let state = Locked(State())

    /// Creates a clock at offset zero with no sleepers.
    public init() {}

    /// The clock's current instant; it changes only through `advance(by:)` and `advance(to:)`.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// The smallest step the clock distinguishes.
    public var minimumResolution: Duration {
        .zero
    }

    /// The number of tasks currently suspended in `sleep(until:tolerance:)`.
    public var pendingSleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Every duration a caller asked to sleep for, in the order the sleeps began.
    public var requestedSleeps: [Duration] {
        state.withLock { $0.sleepDurations }
    }

    /// Suspends until the clock is advanced to `deadline`, or throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    state.sleepDurations.append(state.now.duration(to: deadline))
                    if state.cancelledBeforeSuspending.remove(id) != nil {
                        return .failure(CancellationError())
                    }
                    if deadline <= state.now {
                        return .success(())
                    }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                }
            }
        } onCancel: {
            // The cancellation can arrive before the sleeper is registered; remember it so the sleep never starts.
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledBeforeSuspending.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Moves the clock forward by `duration`, resuming every sleeper whose deadline has been reached.
    public func advance(by duration: Duration) {
        // Read and moved under one lock, so advances from concurrent tasks add up instead of overwriting each other.
        advance { $0.advanced(by: duration) }
    }

    /// Moves the clock to `instant` (never backwards), resuming every sleeper whose deadline has been reached.
    public func advance(to instant: Instant) {
        advance { _ in instant }
    }

    private func advance(_ target: (Instant) -> Instant) {
        let due = state.withLock { state -> [Sleeper] in
            let instant = target(state.now)
            if instant > state.now {
                state.now = instant
            }
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }

    /// Waits, without real time passing, until at least `count` tasks are sleeping on this clock.
    ///
    /// It yields to other tasks between checks and gives up after `maxYields` checks: it then records an issue
    /// naming what it waited for and returns `false`, so a caller may ignore the result. The budget is a few
    /// seconds of yielding, so a sleeper whose thread is starved on a busy machine still arrives in time.
    @discardableResult
    public func waitForSleepers(
        _ count: Int = 1, maxYields: Int = 5_000_000, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        for _ in 0..<maxYields {
            if pendingSleeperCount >= count {
                return true
            }
            await Task.yield()
        }
        let sleepers = pendingSleeperCount
        guard sleepers >= count else {
            Issue.record(
                "waitForSleepers: only \(sleepers) of \(count) tasks slept on the TestClock after \(maxYields) yields",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}
