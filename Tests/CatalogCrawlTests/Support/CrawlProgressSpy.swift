import CatalogCrawl
import Locking

/// Records every message a crawl sends its progress reporter.
final class CrawlProgressSpy: CrawlProgressReporter {
    enum Message: Hashable {
        case started(CrawlPlan)
        case progressed(CrawlProgress)
        case wentBack(round: Int, failedLoads: Int)
        case entered(CrawlPhase)
        case finished(CrawlSummary)
    }

    private let recorded = Locked<[Message]>([])
    private let whenEntered: @Sendable (CrawlPhase) -> Void

    /// Creates a spy; `whenEntered` runs on every phase the crawl enters, after it is recorded.
    init(whenEntered: @escaping @Sendable (CrawlPhase) -> Void = { _ in }) {
        self.whenEntered = whenEntered
    }

    var messages: [Message] { recorded.withLock { $0 } }

    var progressReports: [CrawlProgress] {
        messages.compactMap { if case .progressed(let progress) = $0 { progress } else { nil } }
    }

    func crawlStarted(_ plan: CrawlPlan) { recorded.withLock { $0.append(.started(plan)) } }
    func crawlProgressed(_ progress: CrawlProgress) { recorded.withLock { $0.append(.progressed(progress)) } }
    func crawlGoesBack(round: Int, failedLoads: Int) {
        recorded.withLock { $0.append(.wentBack(round: round, failedLoads: failedLoads)) }
    }
    func crawlEntered(_ phase: CrawlPhase) {
        recorded.withLock { $0.append(.entered(phase)) }
        whenEntered(phase)
    }
    func crawlFinished(_ summary: CrawlSummary) { recorded.withLock { $0.append(.finished(summary)) } }
}
