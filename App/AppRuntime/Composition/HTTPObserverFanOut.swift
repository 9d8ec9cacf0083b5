import Networking

/// Passes every HTTP client event on to several observers (the metrics, and the `--verbose` log).
struct HTTPObserverFanOut: HTTPClientObserver {
    let observers: [any HTTPClientObserver]

    func requestStarted(_ request: HTTPRequest) {
        observers.forEach { $0.requestStarted(request) }
    }

    func requestSucceeded(_ request: HTTPRequest, response: HTTPResponse) {
        observers.forEach { $0.requestSucceeded(request, response: response) }
    }

    func requestFailed(_ request: HTTPRequest, error: any Error) {
        observers.forEach { $0.requestFailed(request, error: error) }
    }

    func retryScheduled(_ request: HTTPRequest, attempt: Int, delay: Duration) {
        observers.forEach { $0.retryScheduled(request, attempt: attempt, delay: delay) }
    }

    func joinedInFlightRequest(_ request: HTTPRequest) {
        observers.forEach { $0.joinedInFlightRequest(request) }
    }
}
