import Networking

/// The App's HTTP client: the capped transport, each attempt under a deadline and counted, retried and coalesced.
///
/// The metrics observe each attempt (inside the retries, outside the deadline): what really goes on the wire.
struct HTTPClientStack {
    /// The largest response body accepted (an avatar is a few KB, the largest page about 30 KB).
    static let maximumResponseBytes = 4 * 1024 * 1024

    let client: any HTTPClient
    let metrics: RequestMetrics

    init(sendingNothingBecause reason: String) {
        metrics = RequestMetrics()
        client = NoNetworkHTTPClient(reason: reason)
    }

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
            .withDeadline(budget.deadline, clock: clock)
            .observed(by: observer)
            .retrying(policy: budget.retry, clock: clock, observer: observer)
            .coalescing(observer: observer)
    }
}
