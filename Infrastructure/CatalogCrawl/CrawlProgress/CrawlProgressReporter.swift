/// Hears how a crawl is going, one call at a time, from the crawling task.
public protocol CrawlProgressReporter: Sendable {
    /// The crawl learned what it will load.
    func crawlStarted(_ plan: CrawlPlan)
    /// A page or image was loaded (or failed).
    func crawlProgressed(_ progress: CrawlProgress)
    /// Round `round` (2 for the first) goes back for `failedLoads` pages and images that failed before.
    func crawlGoesBack(round: Int, failedLoads: Int)
    /// The loads are over and the crawl entered `phase` (`storing` may follow `crawlFinished`).
    func crawlEntered(_ phase: CrawlPhase)
    /// The crawl's loads and details ended; what it stored may still be going to disk.
    func crawlFinished(_ summary: CrawlSummary)
}

/// A reporter that ignores everything, for crawls nobody watches.
public struct SilentCrawlProgress: CrawlProgressReporter {
    /// Creates the reporter.
    public init() {}

    /// Does nothing.
    public func crawlStarted(_ plan: CrawlPlan) {}

    /// Does nothing.
    public func crawlProgressed(_ progress: CrawlProgress) {}

    /// Does nothing.
    public func crawlGoesBack(round: Int, failedLoads: Int) {}

    /// Does nothing.
    public func crawlEntered(_ phase: CrawlPhase) {}

    /// Does nothing.
    public func crawlFinished(_ summary: CrawlSummary) {}
}
