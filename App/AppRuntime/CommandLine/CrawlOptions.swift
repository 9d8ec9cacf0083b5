import CatalogCrawl

/// The options of `crawl`: whether images come too, and how many requests run at once.
public struct CrawlOptions: Hashable, Sendable {
    /// The concurrency when `--concurrency` is not given.
    public static let defaultConcurrency = CrawlSettings.defaultConcurrency
    /// The accepted `--concurrency` values.
    public static let concurrencyRange = CrawlSettings.concurrencyRange

    /// `--images`: fetch every listed item's image too.
    public var includesImages: Bool
    /// `--concurrency N`: requests in flight at once (1...64).
    public var concurrency: Int

    /// Creates options.
    public init(includesImages: Bool = false, concurrency: Int = Self.defaultConcurrency) {
        self.includesImages = includesImages
        self.concurrency = concurrency
    }

    /// The crawl's settings for these options, with the default policies.
    public var settings: CrawlSettings {
        CrawlSettings(concurrency: concurrency, includesImages: includesImages)
    }
}
