import Foundation
import Networking

/// One attempt at loading a crawl job: its number, and whether the cached entry must be replaced.
struct CrawlAttempt: Sendable {
    var number = 1
    var replacesCachedEntry = false
}

/// Wraps an error that a later attempt should answer by refetching instead of reading the cache again.
enum AttemptFailure: Error, CustomStringConvertible {
    case invalidCachedEntry(any Error)

    var description: String {
        switch self {
        case .invalidCachedEntry(let error): "the cached entry is invalid: \(error)"
        }
    }
}

extension CatalogCrawler {
    /// Runs `body` until it succeeds, it fails in a way another attempt cannot fix, or `settings.maxAttempts` run
    /// out; each further attempt is counted as a retry of `url` in `metrics`.
    ///
    /// Every attempt's outcome goes to `watch`, which stops the crawl once too many loads in a row timed out.
    func attempting<T>(
        _ url: URL, watch: CrawlStallWatch, _ body: (CrawlAttempt) async throws -> T
    ) async throws -> T {
        var attempt = CrawlAttempt()
        while true {
            do {
                let value = try await body(attempt)
                watch.recordAnswer()
                return value
            } catch {
                if let stall = watch.record(error, host: url.host ?? url.absoluteString) {
                    throw stall
                }
                guard attempt.number < settings.maxAttempts, !Task.isCancelled, let delay = Self.delay(after: error)
                else { throw error }
                attempt.number += 1
                if case AttemptFailure.invalidCachedEntry = error {
                    attempt.replacesCachedEntry = true
                } else {
                    metrics.retryScheduled(.get(url), attempt: attempt.number, delay: delay)
                }
                if delay > .zero {
                    try await clock.sleep(for: delay)
                }
            }
        }
    }

    /// The longest `Retry-After` the crawl waits for before trying a rate-limited load again.
    static let maximumRateLimitWait: Duration = .seconds(30)

    // The HTTP client retries statuses and broken connections itself, with backoff, until its own attempts run out;
    // the crawl adds what it cannot see (bodies that arrived invalid) and further attempts and rounds for transient
    // failures, waiting as long as a rate limit asks. Nil: another attempt cannot help.
    static func delay(after error: any Error) -> Duration? {
        switch error {
        case is CrawlIntegrityError, is AttemptFailure:
            return .zero
        case let error as NetworkError:
            switch error {
            case .decoding:
                return .zero
            case .transport(let failure, _, _):
                return [.connectionLost, .other, .timedOut].contains(failure) ? .zero : nil
            case .httpStatus(let code, _, _):
                return code >= 500 ? .zero : nil
            case .rateLimited(let seconds, _):
                let wait = Duration.seconds(seconds ?? 1)
                return wait <= maximumRateLimitWait ? wait : nil
            case .invalidURL, .responseTooLarge, .cancelled:
                return nil
            }
        default:
            return nil
        }
    }
}
