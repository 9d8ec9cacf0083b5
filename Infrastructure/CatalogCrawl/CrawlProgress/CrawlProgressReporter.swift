/// Hears how a crawl is going, one call at a time, from the crawling task.
public protocol CrawlProgressReporter: Sendable {
    /// The crawl learned what it will load.
    func crawlStarted(_ plan: CrawlPlan)
    /// A page or image was loaded (or failed).
    func crawlProgressed(_ progress: CrawlProgress)
    /// Round `round` (2 for the first) goes back for `failedLoads` pages and images that failed before.
    func crawlGoesBack(round: Int, failedLoads: Int)
    /// The crawl ended.
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
    public func crawlFinished(_ summary: CrawlSummary) {}
}
