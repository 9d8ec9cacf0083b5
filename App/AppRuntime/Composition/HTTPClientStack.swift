import Networking

/// The App's HTTP client: the capped transport, each attempt under a deadline and counted, retried and coalesced.
///
/// The metrics observe each attempt (inside the retries, outside the deadline): what really goes on the wire.
public struct HTTPClientStack {
    /// The largest response body accepted (an avatar is a few KB, the largest page about 30 KB).
    public static let maximumResponseBytes = 4 * 1024 * 1024

    /// The client the App's loads go through.
    public let client: any HTTPClient
    /// What the client counts of every attempt.
    public let metrics: RequestMetrics

    init(sendingNothingBecause reason: String) {
        metrics = RequestMetrics()
        client = NoNetworkHTTPClient(reason: reason)
    }

    /// `transport` under the App's decorators, with `budget`'s deadline and retries, logging to `log` when given.
    public init(
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
