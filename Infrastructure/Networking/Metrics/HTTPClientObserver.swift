/// Hears what HTTP clients and their decorators do; `RequestMetrics` counts it, an app may log it.
public protocol HTTPClientObserver: Sendable {
    /// A request is about to be sent by the observed client.
    func requestStarted(_ request: HTTPRequest)
    /// A request sent by the observed client produced `response` (whatever its status).
    func requestSucceeded(_ request: HTTPRequest, response: HTTPResponse)
    /// A request sent by the observed client threw `error` (a `NetworkError` or `CancellationError`).
    func requestFailed(_ request: HTTPRequest, error: any Error)
    /// `RetryingHTTPClient` will make attempt number `attempt` (2 for the first retry) of `request` after `delay`.
    func retryScheduled(_ request: HTTPRequest, attempt: Int, delay: Duration)
    /// `CoalescingHTTPClient` let `request` join an identical request already in flight.
    func joinedInFlightRequest(_ request: HTTPRequest)
}

extension HTTPClientObserver {
    /// Does nothing.
    public func requestStarted(_ request: HTTPRequest) {}
    /// Does nothing.
    public func requestSucceeded(_ request: HTTPRequest, response: HTTPResponse) {}
    /// Does nothing.
    public func requestFailed(_ request: HTTPRequest, error: any Error) {}
    /// Does nothing.
    public func retryScheduled(_ request: HTTPRequest, attempt: Int, delay: Duration) {}
    /// Does nothing.
    public func joinedInFlightRequest(_ request: HTTPRequest) {}
}
