import Networking

/// How long the App waits for the network: each attempt's deadline and the retry policy around the attempts.
public struct NetworkBudget: Hashable, Sendable {
    /// Each attempt's deadline.
    public var deadline: Duration
    /// The retries around the attempts.
    public var retry: RetryPolicy

    /// For sessions that browse (the tour, `demo`, `shell`, `crawl`): three attempts of at most 6 s.
    public static let session = NetworkBudget(
        deadline: .seconds(6),
        retry: RetryPolicy(
            maxAttempts: 3, baseDelay: .milliseconds(300), maxDelay: .seconds(2), maxRetryAfter: .seconds(3))
    )

    /// For one-shot commands: three attempts of at most 5 s, with shorter waits between them than a session's.
    public static let oneShot = NetworkBudget(
        deadline: .seconds(5),
        retry: RetryPolicy(
            maxAttempts: 3, baseDelay: .milliseconds(300), maxDelay: .seconds(1), maxRetryAfter: .seconds(3))
    )

    static func budget(for command: Command) -> NetworkBudget {
        if case .browse = command { oneShot } else { session }
    }

    /// The longest one request can take: every attempt to its deadline, with the longest waits between them.
    var worstCase: Duration {
        var total = deadline * retry.maxAttempts
        for retryNumber in stride(from: 1, to: retry.maxAttempts, by: 1) {
            total += max(retry.backoff(beforeRetry: retryNumber, unitRandom: 1), retry.maxRetryAfter)
        }
        return total
    }
}
