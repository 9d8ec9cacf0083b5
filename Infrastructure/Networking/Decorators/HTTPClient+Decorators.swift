extension HTTPClient {
    /// This client retried as `policy` says (see `RetryingHTTPClient`).
    public func retrying(
        policy: RetryPolicy = RetryPolicy(),
        clock: any Clock<Duration>,
        unitRandom: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        observer: (any HTTPClientObserver)? = nil
    ) -> RetryingHTTPClient {
        RetryingHTTPClient(wrapping: self, policy: policy, clock: clock, unitRandom: unitRandom, observer: observer)
    }

    /// This client with an overall deadline of `timeout` per request (see `DeadlineHTTPClient`).
    public func withDeadline(_ timeout: Duration, clock: any Clock<Duration>) -> DeadlineHTTPClient {
        DeadlineHTTPClient(wrapping: self, timeout: timeout, clock: clock)
    }

    /// This client sharing concurrent identical reads (see `CoalescingHTTPClient`).
    public func coalescing(observer: (any HTTPClientObserver)? = nil) -> CoalescingHTTPClient {
        CoalescingHTTPClient(wrapping: self, observer: observer)
    }

    /// This client rejecting bodies over `maximumBytes` (see `ResponseSizeLimitedHTTPClient`).
    public func limitingResponseSize(to maximumBytes: Int) -> ResponseSizeLimitedHTTPClient {
        ResponseSizeLimitedHTTPClient(wrapping: self, maximumBytes: maximumBytes)
    }

    /// This client reporting each request and its outcome to `observer` (see `MetricsHTTPClient`).
    public func observed(by observer: any HTTPClientObserver) -> MetricsHTTPClient {
        MetricsHTTPClient(wrapping: self, observer: observer)
    }
}
