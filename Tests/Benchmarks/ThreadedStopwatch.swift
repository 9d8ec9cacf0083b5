import Foundation
import Locking
import Synchronization

/// Measures the cost of one operation while several threads run it at once.
struct ThreadedStopwatch {
    /// Nanoseconds per call on each thread while `threads` threads each call `body` `iterations` times at once (the
    /// slowest thread's time divided by `iterations`); nil when the threads did not really run at the same time.
    ///
    /// With perfect scaling the figure is the same for any thread count up to the number of cores. On a busy
    /// machine one thread may run while another waits for a core, which would look like perfect scaling, so such
    /// rounds are discarded: call this repeatedly and keep the best figure.
    func nanosecondsPerOperation(
        threads: Int,
        iterations: Int,
        _ body: @escaping @Sendable () -> Void
    ) -> Double? {
        let spans = measureRound(threads: threads, iterations: iterations, body)
        let slowest = spans.map { $0.start.duration(to: $0.end) }.max() ?? .zero
        let overlap = (spans.map(\.end).min() ?? .now) - (spans.map(\.start).max() ?? .now)
        guard overlap.nanoseconds >= 0.8 * slowest.nanoseconds else { return nil }
        return slowest.nanoseconds / Double(iterations)
    }

    private func measureRound(
        threads: Int,
        iterations: Int,
        _ body: @escaping @Sendable () -> Void
    ) -> [(start: ContinuousClock.Instant, end: ContinuousClock.Instant)] {
        let ready = Atomic<Int>(0)
        let spans = Locked<[(start: ContinuousClock.Instant, end: ContinuousClock.Instant)]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            // A spin barrier, so the threads start together rather than as each is woken.
            ready.add(1, ordering: .acquiringAndReleasing)
            while ready.load(ordering: .acquiring) < threads {}
            let start = ContinuousClock.now
            for _ in 0..<iterations {
                body()
            }
            let end = ContinuousClock.now
            spans.withLock { $0.append((start, end)) }
        }
        return spans.withLock { $0 }
    }
}
