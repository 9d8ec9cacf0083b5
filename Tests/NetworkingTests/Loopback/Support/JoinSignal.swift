import Networking

/// An observer that forwards everything to `RequestMetrics` and lets a test await a number of coalesced joins.
struct JoinSignal: HTTPClientObserver {
    let metrics: RequestMetrics
    private let joins = CountSignal()

    init(forwardingTo metrics: RequestMetrics) {
        self.metrics = metrics
    }

    /// Returns once `count` requests in all have joined one already in flight.
    func waitForJoins(_ count: Int) async {
        await joins.wait(for: count)
    }

    func requestStarted(_ request: HTTPRequest) {
        metrics.requestStarted(request)
    }

    func requestSucceeded(_ request: HTTPRequest, response: HTTPResponse) {
        metrics.requestSucceeded(request, response: response)
    }

    func requestFailed(_ request: HTTPRequest, error: any Error) {
        metrics.requestFailed(request, error: error)
    }

    func retryScheduled(_ request: HTTPRequest, attempt: Int, delay: Duration) {
        metrics.retryScheduled(request, attempt: attempt, delay: delay)
    }

    func joinedInFlightRequest(_ request: HTTPRequest) {
        metrics.joinedInFlightRequest(request)
        joins.increment()
    }
}
