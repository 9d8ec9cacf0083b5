import Foundation

/// When and how long `RetryingHTTPClient` waits before trying a request again.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts in total, the first included (1 disables retrying).
    public var maxAttempts: Int
    /// The wait before the first retry, before jitter.
    public var baseDelay: Duration
    /// The factor each further retry multiplies the wait by.
    public var multiplier: Double
    /// The longest backoff wait, before jitter.
    public var maxDelay: Duration
    /// The jitter as a fraction of the wait (0.2 spreads a 1 s wait over 0.8 to 1.2 s).
    public var jitter: Double
    /// The longest `Retry-After` waited for; the response of a server asking for more goes to the caller.
    public var maxRetryAfter: Duration
    // Answers a later attempt can change; 501, 505 and other 5xx describe permanent conditions.
    static let retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]
    // Offline, an unknown host or a TLS failure are not retried: a second or two will not fix them.
    static let retryableFailures: Set<TransportFailure> = [.timedOut, .connectionLost, .connectionRefused]

    /// Creates a policy; the defaults make 3 attempts, waiting 0.5 s then 1 s (±20 %), `Retry-After` up to 30 s.
    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(10),
        jitter: Double = 0.2,
        maxRetryAfter: Duration = .seconds(30)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.jitter = min(max(jitter, 0), 1)
        self.maxRetryAfter = maxRetryAfter
    }

    /// The backoff before retry number `retry` (from 1), given `unitRandom` in 0...1 (0.5 means no jitter).
    public func backoff(beforeRetry retry: Int, unitRandom: Double) -> Duration {
        let exponential = baseDelay / .seconds(1) * pow(multiplier, Double(max(retry, 1) - 1))
        let capped = min(exponential, maxDelay / .seconds(1))
        let spread = 1 + jitter * (2 * min(max(unitRandom, 0), 1) - 1)
        return .milliseconds(Int((capped * spread * 1_000).rounded()))
    }
}
