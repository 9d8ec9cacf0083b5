import Foundation

/// What a crawl did: what it loaded and from where, the traffic it caused, what failed, and how long it took.
public struct CrawlSummary: Sendable, Hashable {
    /// The plan learned from each resource's page 1.
    public var plan: CrawlPlan
    /// List pages fetched from the network.
    public var pagesFetched: Int
    /// List pages found fresh in the cache, so not fetched again.
    public var pagesFromCache: Int
    /// List pages the cache held and the server confirmed unchanged (a 304), so not fetched again.
    public var pagesConfirmed: Int
    /// List pages loaded again because their list changed while it was crawled (not counted in `pages`).
    public var pagesLoadedAgain: Int
    /// What changed in the catalog while it was crawled, one line per list (the newest is what the cache holds).
    public var changes: [String]
    /// Images fetched from the network.
    public var imagesFetched: Int
    /// Images found fresh in the cache, so not fetched again.
    public var imagesFromCache: Int
    /// Images the cache held and the server confirmed unchanged (a 304), so not fetched again.
    public var imagesConfirmed: Int
    /// Items whose details are answered from the crawled pages through the index the crawl stored.
    public var detailsIndexed: Int
    /// Items on the loaded pages.
    public var items: Int
    /// Bytes of every loaded page and image, fetched or cached.
    public var bytes: Int
    /// Body bytes received from the network, retries included.
    public var bytesDownloaded: Int
    /// Requests sent, retries included.
    public var requests: Int
    /// Retries: by the HTTP client after failed answers, and by the crawl after invalid bodies.
    public var retries: Int
    /// The pages and images that could not be loaded.
    public var failures: [CrawlFailure]
    /// Why loaded entries could not be written to the cache (a full disk, say), one message per entry.
    public var storageFailures: [String]
    /// How long the crawl took.
    public var duration: Duration
    /// Whether the crawl was cancelled before it finished.
    public var wasCancelled: Bool
    /// The rounds it took: one more for each time it went back for what had failed.
    public var rounds: Int
    /// Why the crawl stopped early, when the server stopped answering; nil when it ran its course.
    public var stall: CrawlStall?

    /// Creates a summary.
    public init(
        plan: CrawlPlan, pagesFetched: Int = 0, pagesFromCache: Int = 0, imagesFetched: Int = 0,
        imagesFromCache: Int = 0, detailsIndexed: Int = 0, items: Int = 0, bytes: Int = 0,
        bytesDownloaded: Int = 0, requests: Int = 0,
        retries: Int = 0, failures: [CrawlFailure] = [], storageFailures: [String] = [], duration: Duration = .zero,
        wasCancelled: Bool = false, rounds: Int = 1, stall: CrawlStall? = nil, pagesLoadedAgain: Int = 0,
        changes: [String] = [], pagesConfirmed: Int = 0, imagesConfirmed: Int = 0
    ) {
        self.pagesConfirmed = pagesConfirmed
        self.imagesConfirmed = imagesConfirmed
        self.pagesLoadedAgain = pagesLoadedAgain
        self.changes = changes
        self.plan = plan
        self.pagesFetched = pagesFetched
        self.pagesFromCache = pagesFromCache
        self.imagesFetched = imagesFetched
        self.imagesFromCache = imagesFromCache
        self.detailsIndexed = detailsIndexed
        self.items = items
        self.bytes = bytes
        self.bytesDownloaded = bytesDownloaded
        self.requests = requests
        self.retries = retries
        self.failures = failures
        self.storageFailures = storageFailures
        self.duration = duration
        self.wasCancelled = wasCancelled
        self.rounds = rounds
        self.stall = stall
    }

    /// List pages loaded: fetched, confirmed or cached.
    public var pages: Int { pagesFetched + pagesConfirmed + pagesFromCache }

    /// Images loaded: fetched, confirmed or cached.
    public var images: Int { imagesFetched + imagesConfirmed + imagesFromCache }

    /// Whether everything planned was loaded and kept, and the crawl was neither cancelled nor stopped.
    public var isComplete: Bool { failures.isEmpty && storageFailures.isEmpty && !wasCancelled && stall == nil }

    /// Whether entries were not kept because the disk (or the user's quota) is full.
    public var isDiskFull: Bool {
        let full = [ENOSPC, EDQUOT].map { String(cString: strerror($0)) }
        return storageFailures.contains { failure in full.contains { failure.contains($0) } }
    }

    /// Requests per second over the whole crawl.
    public var requestsPerSecond: Double { perSecond(requests) }

    /// Bytes received per second over the whole crawl.
    public var bytesDownloadedPerSecond: Double { perSecond(bytesDownloaded) }

    /// Pages and images loaded per second over the whole crawl.
    public var loadsPerSecond: Double { perSecond(pages + images) }

    private func perSecond(_ count: Int) -> Double {
        let seconds = duration.fractionalSeconds
        return seconds > 0 ? Double(count) / seconds : 0
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var fractionalSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
