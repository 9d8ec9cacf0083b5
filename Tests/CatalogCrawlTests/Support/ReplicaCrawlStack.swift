import CatalogCrawl
import FeatureKit
import Foundation
import Networking
import Storage

/// The App's stack over real loopback: URLSession, metrics innermost, fast retries, and a memory tier in front of
/// a disk cache in a temporary directory; plus a crawler over it.
struct ReplicaCrawlStack {
    /// Six attempts with millisecond backoff, so faults are retried quickly; no real waits beyond that.
    static let fastRetries = RetryPolicy(
        maxAttempts: 6, baseDelay: .milliseconds(1), maxDelay: .milliseconds(4), maxRetryAfter: .seconds(1))

    let metrics = RequestMetrics()
    let client: any HTTPClient
    let directory: URL
    let fetcher: CachedFetcher
    let configuration: APIConfiguration

    init(apiBaseURL: URL, directory: URL) {
        let metrics = self.metrics
        client = URLSessionHTTPClient()
            .observed(by: metrics)
            // A hang guard only: under the thread sanitizer on busy cores a loopback answer can take seconds.
            .withDeadline(.seconds(60), clock: ContinuousClock())
            .retrying(policy: Self.fastRetries, clock: ContinuousClock(), observer: metrics)
        self.directory = directory
        fetcher = CachedFetcher(store: TieredCache(memory: MemoryCache(), disk: DiskCache(directory: directory)))
        configuration = APIConfiguration(baseURL: apiBaseURL)
    }

    func crawler(_ settings: CrawlSettings) -> CatalogCrawler {
        CatalogCrawler(
            client: client, fetcher: fetcher, configuration: configuration, metrics: metrics, settings: settings,
            contributions: SampleContributions.all, reporter: SilentCrawlProgress(), clock: ContinuousClock())
    }

    /// The disk cache as another process would open it afterwards.
    func reopenedDisk() -> DiskCache {
        DiskCache(directory: directory)
    }

    func pageKey(_ page: Int, of resource: RickAndMortyAPI.Resource) throws -> String {
        try configuration.url(for: .page(page, of: resource)).absoluteString
    }

    func avatarKey(_ id: Int) throws -> String {
        try configuration.url(for: .avatar(characterID: id)).absoluteString
    }
}
