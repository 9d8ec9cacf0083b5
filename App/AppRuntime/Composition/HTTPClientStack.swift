import Networking

/// The App's HTTP client: the transport with a response-size cap, counted by the metrics, each attempt bounded by
/// a deadline, retried, and concurrent identical reads shared.
///
/// The metrics observe the innermost layer, so they count what really goes on the wire (each attempt once, a
/// coalesced read not at all); the retry and coalescing layers report to them too.
struct HTTPClientStack {
    /// The largest response body accepted (an avatar is a few KB, the largest page about 30 KB).
    static let maximumResponseBytes = 4 * 1024 * 1024

    /// The decorated client features resolve as `(any HTTPClient)`.
    let client: any HTTPClient
    /// The counters of the traffic the client sent.
    let metrics: RequestMetrics

    init(
        transport: any HTTPClient,
        budget: NetworkBudget,
        clock: any Clock<Duration>,
        log: (any HTTPClientObserver)? = nil
    ) {
        let metrics = RequestMetrics()
        let observer: any HTTPClientObserver = log.map { HTTPObserverFanOut(observers: [metrics, $0]) } ?? metrics
        self.metrics = metrics
        client =
            transport
            .limitingResponseSize(to: Self.maximumResponseBytes)
            .observed(by: observer)
            .withDeadline(budget.deadline, clock: clock)
            .retrying(policy: budget.retry, clock: clock, observer: observer)
            .coalescing(observer: observer)
    }
}
