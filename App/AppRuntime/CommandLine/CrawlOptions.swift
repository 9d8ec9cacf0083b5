import CatalogCrawl
import Foundation

/// The options of `crawl`: whether images come too, and how many requests run at once.
public struct CrawlOptions: Hashable, Sendable {
    /// The accepted `--concurrency` values.
    public static let concurrencyRange = CrawlSettings.concurrencyRange

    /// `--images`: fetch every listed item's image too.
    public var includesImages: Bool
    /// `--concurrency N`: requests in flight at once (1...64); nil for the server's default (16 on this machine, 4).
    public var concurrency: Int?

    /// Creates options.
    public init(includesImages: Bool = false, concurrency: Int? = nil) {
        self.includesImages = includesImages
        self.concurrency = concurrency
    }

    /// The crawl's settings for these options and the server at `baseURL`, with the default policies.
    public func settings(for baseURL: URL) -> CrawlSettings {
        CrawlSettings(
            concurrency: concurrency ?? CrawlSettings.defaultConcurrency(for: baseURL), includesImages: includesImages)
    }
}
