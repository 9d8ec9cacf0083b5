import Networking

/// How long the App waits for the network: each attempt's deadline and the retry policy around the attempts.
///
/// Both budgets end well within 30 s for one request even when the server never answers; a server that refuses
/// connections (down) fails within about a second.
struct NetworkBudget: Hashable {
    /// The overall deadline of one attempt.
    var deadline: Duration
    /// When to try again.
    var retry: RetryPolicy

    /// For sessions that browse (the tour, `demo`, `shell`, `crawl`): three attempts of at most 6 s.
    static let session = NetworkBudget(
        deadline: .seconds(6),
        retry: RetryPolicy(
            maxAttempts: 3, baseDelay: .milliseconds(300), maxDelay: .seconds(2), maxRetryAfter: .seconds(3))
    )

    /// For one-shot commands (`characters`, `character ID`, ...): three attempts of at most 5 s, with shorter waits
    /// between them than a session's.
    static let oneShot = NetworkBudget(
        deadline: .seconds(5),
        retry: RetryPolicy(
            maxAttempts: 3, baseDelay: .milliseconds(300), maxDelay: .seconds(1), maxRetryAfter: .seconds(3))
    )

    /// The budget `command` runs with.
    static func budget(for command: Command) -> NetworkBudget {
        if case .browse = command { oneShot } else { session }
    }

    /// The longest one request can take: every attempt running into its deadline, and the longest waits between
    /// them (backoff with the most jitter, or the longest `Retry-After` accepted).
    var worstCase: Duration {
        var total = deadline * retry.maxAttempts
        for retryNumber in stride(from: 1, to: retry.maxAttempts, by: 1) {
            total += max(retry.backoff(beforeRetry: retryNumber, unitRandom: 1), retry.maxRetryAfter)
        }
        return total
    }
}
