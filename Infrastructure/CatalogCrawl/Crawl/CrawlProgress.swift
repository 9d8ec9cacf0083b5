/// How far a crawl has got: what is done out of what the plan expects, and since when.
public struct CrawlProgress: Sendable, Hashable {
    /// List pages loaded (fetched or found fresh in the cache).
    public var pagesDone: Int
    /// List pages the plan expects.
    public var pagesTotal: Int
    /// Images loaded (fetched or found fresh in the cache).
    public var imagesDone: Int
    /// Images the plan expects.
    public var imagesTotal: Int
    /// Items on the loaded pages.
    public var items: Int
    /// Bytes of the loaded pages and images.
    public var bytes: Int
    /// Pages and images that failed.
    public var failures: Int
    /// The time since the crawl began.
    public var elapsed: Duration

    /// Creates a progress report.
    public init(
        pagesDone: Int, pagesTotal: Int, imagesDone: Int, imagesTotal: Int, items: Int, bytes: Int, failures: Int,
        elapsed: Duration
    ) {
        self.pagesDone = pagesDone
        self.pagesTotal = pagesTotal
        self.imagesDone = imagesDone
        self.imagesTotal = imagesTotal
        self.items = items
        self.bytes = bytes
        self.failures = failures
        self.elapsed = elapsed
    }

    /// The share of the planned pages and images that is done or failed, from 0 to 1.
    public var fractionDone: Double {
        let total = pagesTotal + imagesTotal
        guard total > 0 else { return 1 }
        return min(1, Double(pagesDone + imagesDone + failures) / Double(total))
    }

    /// Whether every planned page and image is done or failed.
    public var isFinished: Bool {
        pagesDone + imagesDone + failures >= pagesTotal + imagesTotal
    }
}
