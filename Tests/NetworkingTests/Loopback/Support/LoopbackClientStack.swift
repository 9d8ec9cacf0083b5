import Foundation
import Networking

/// The live client with the decorators an app stacks on it, reporting to one `RequestMetrics`.
///
/// Innermost first: URLSession, metrics (so they count what goes on the wire), the optional size cap, retries
/// (waiting on a clock that records and returns at once), coalescing, and an overall deadline on the real clock.
struct LoopbackClientStack {
    let client: any HTTPClient
    let session: URLSessionHTTPClient
    let metrics = RequestMetrics()
    let joins: JoinSignal
    let retryClock = RecordingImmediateClock()

    init(retryPolicy: RetryPolicy = RetryPolicy(maxAttempts: 1), maximumResponseBytes: Int? = nil) {
        joins = JoinSignal(forwardingTo: metrics)
        session = URLSessionHTTPClient()
        let observed: any HTTPClient = session.observed(by: metrics)
        let capped: any HTTPClient = maximumResponseBytes.map { observed.limitingResponseSize(to: $0) } ?? observed
        client =
            capped
            .retrying(policy: retryPolicy, clock: retryClock, unitRandom: { 0.5 }, observer: joins)
            .coalescing(observer: joins)
            .withDeadline(.seconds(120), clock: ContinuousClock())
    }
}
