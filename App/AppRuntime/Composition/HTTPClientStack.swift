import Networking

/// The App's HTTP client: the transport with a response-size cap, each attempt bounded by a deadline and counted
/// by the metrics, retried, and concurrent identical reads shared.
///
/// The metrics observe each attempt (inside the retries, outside the deadline, so a late answer counts as timed
/// out), which is what really goes on the wire: a coalesced read is not counted again. The retry and coalescing
/// layers report to them too.
struct HTTPClientStack {
    /// The largest response body accepted (an avatar is a few KB, the largest page about 30 KB).
    static let maximumResponseBytes = 4 * 1024 * 1024

    /// The decorated client features resolve as `(any HTTPClient)`.
    let client: any HTTPClient
    /// The counters of the traffic the client sent.
    let metrics: RequestMetrics

    /// A client that sends nothing (fixtures, `--offline`): every request fails at once as offline, nothing is
    /// counted because nothing goes on the wire, and the cache and the crawl answer what they hold.
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
