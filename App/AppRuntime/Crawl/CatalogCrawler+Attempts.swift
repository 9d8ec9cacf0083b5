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
    func attempting<T>(_ url: URL, _ body: (CrawlAttempt) async throws -> T) async throws -> T {
        var attempt = CrawlAttempt()
        while true {
            do {
                return try await body(attempt)
            } catch {
                guard attempt.number < settings.maxAttempts, !Task.isCancelled, Self.isWorthAnotherAttempt(error)
                else { throw error }
                attempt.number += 1
                if case AttemptFailure.invalidCachedEntry = error {
                    attempt.replacesCachedEntry = true
                } else {
                    metrics.retryScheduled(.get(url), attempt: attempt.number, delay: .zero)
                }
            }
        }
    }

    // The HTTP client retries statuses and refused or timed-out connections itself (with backoff); what is left
    // to the crawl is what it cannot see: bodies that arrived invalid, and connections that broke mid-answer.
    private static func isWorthAnotherAttempt(_ error: any Error) -> Bool {
        switch error {
        case is CrawlIntegrityError, is AttemptFailure:
            return true
        case let error as NetworkError:
            switch error {
            case .decoding:
                return true
            case .transport(let failure, _, _):
                return failure == .connectionLost || failure == .other || failure == .timedOut
            case .httpStatus(let code, _, _):
                return code >= 500
            case .invalidURL, .rateLimited, .responseTooLarge, .cancelled:
                return false
            }
        default:
            return false
        }
    }
}
