import CatalogCrawl
import Foundation

/// The options of `crawl`: whether images come too, and how many requests run at once.
public struct CrawlOptions: Hashable, Sendable {

    /// `--images`: fetch every listed item's image too.
    public var includesImages = false
    /// `--concurrency N`: requests in flight at once (1...64); nil for the server's default (16 on this machine, 4).
    public var concurrency: Int?

    /// The crawl's settings for these options and the server at `baseURL`, with the default policies.
    public func settings(for baseURL: URL) -> CrawlSettings {
        CrawlSettings(
            concurrency: concurrency ?? CrawlSettings.defaultConcurrency(for: baseURL), includesImages: includesImages)
    }
}
