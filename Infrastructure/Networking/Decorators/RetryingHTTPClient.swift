import Foundation

/// An `HTTPClient` that retries safe reads after transient failures, as its `RetryPolicy` says.
public struct RetryingHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>
    private let unitRandom: @Sendable () -> Double
    private let now: @Sendable () -> Date
    private let observer: (any HTTPClientObserver)?

    /// Wraps `client`; `unitRandom` yields jitter in 0...1 and `now` dates `Retry-After` HTTP-dates.
    public init(
        wrapping client: any HTTPClient,
        policy: RetryPolicy = RetryPolicy(),
        clock: any Clock<Duration>,
        unitRandom: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        now: @escaping @Sendable () -> Date = { Date() },
        observer: (any HTTPClientObserver)? = nil
    ) {
        self.client = client
        self.policy = policy
        self.clock = clock
        self.unitRandom = unitRandom
        self.now = now
        self.observer = observer
    }

    /// Sends `request`, retrying it as the policy allows.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method.isSafeRead else {
            return try await client.send(request)
        }
        var attempt = 1
        while true {
            let outcome: Result<HTTPResponse, NetworkError>
            do {
                outcome = .success(try await client.send(request))
            } catch let error as NetworkError {
                outcome = .failure(error)
            }
            guard attempt < policy.maxAttempts, !Task.isCancelled, let delay = delay(after: outcome, attempt: attempt)
            else {
                return try outcome.get()
            }
            observer?.retryScheduled(request, attempt: attempt + 1, delay: delay)
            try await clock.sleep(for: delay)
            attempt += 1
        }
    }

    private func delay(after outcome: Result<HTTPResponse, NetworkError>, attempt: Int) -> Duration? {
        switch outcome {
        case .success(let response):
            guard RetryPolicy.retryableStatusCodes.contains(response.statusCode) else {
                return nil
            }
            if let requested = response.retryAfter(now: now()) {
                return requested <= policy.maxRetryAfter ? requested : nil
            }
        case .failure(.transport(let failure, _, let url)):
            guard RetryPolicy.retryableFailures.contains(failure) else {
                return nil
            }
            // Nothing listens on this machine's port: the server is down, and the caller goes offline at once.
            if failure == .connectionRefused, url.isLoopback {
                return nil
            }
        case .failure:
            return nil
        }
        return policy.backoff(beforeRetry: attempt, unitRandom: unitRandom())
    }
}
