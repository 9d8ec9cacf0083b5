import Foundation
import Networking

extension CatalogCrawler {
    /// Runs `body` until it succeeds, another attempt cannot help, or `watch` sees the server stop answering.
    func attempting<T>(_ url: URL, watch: CrawlStallWatch, _ body: () async throws -> T) async throws -> T {
        var attempt = 1
        while true {
            do {
                let value = try await body()
                watch.recordAnswer()
                return value
            } catch {
                if let stall = watch.record(error, host: url.host ?? url.absoluteString) {
                    throw stall
                }
                guard attempt < settings.maxAttempts, !Task.isCancelled, let delay = Self.delay(after: error)
                else { throw error }
                attempt += 1
                metrics.retryScheduled(.get(url), attempt: attempt, delay: delay)
                if delay > .zero {
                    try await clock.sleep(for: delay)
                }
            }
        }
    }

    static let maximumRateLimitWait: Duration = .seconds(30)

    // The HTTP client retries statuses and broken connections itself; the crawl adds what it cannot see (invalid
    // bodies) and further attempts for transient failures, waiting as a rate limit asks. Nil: no attempt can help.
    static func delay(after error: any Error) -> Duration? {
        switch error {
        case is CrawlIntegrityError:
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
