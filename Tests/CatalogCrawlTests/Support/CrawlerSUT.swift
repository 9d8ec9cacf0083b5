import CatalogCrawl
import Networking
import Storage
import TestSupport

/// A crawler over a `FakeCatalogClient`, a memory cache, metrics and a progress spy: what the crawler tests drive.
struct CrawlerSUT {
    let crawler: CatalogCrawler
    let client: FakeCatalogClient
    let cache: MemoryCache
    let metrics: RequestMetrics
    let progress: CrawlProgressSpy
    let time: ManualTime

    /// A crawler of `catalog` (through `client` when given) with `settings`, waiting on `clock`.
    static func make(
        catalog: FakeCatalog,
        client: FakeCatalogClient? = nil,
        settings: CrawlSettings = CrawlSettings(),
        clock: TestClock = TestClock()
    ) -> CrawlerSUT {
        let client = client ?? FakeCatalogClient(catalog: catalog)
        let metrics = RequestMetrics()
        let time = ManualTime()
        let cache = MemoryCache(countLimit: 10_000, byteLimit: 100_000_000, now: time.now)
        let progress = CrawlProgressSpy()
        let crawler = CatalogCrawler(
            client: client.observed(by: metrics),
            fetcher: CachedFetcher(store: cache, now: time.now),
            configuration: APIConfiguration(baseURL: FakeCatalog.baseURL),
            metrics: metrics,
            settings: settings,
            contributions: SampleContributions.all,
            reporter: progress,
            clock: clock
        )
        return CrawlerSUT(
            crawler: crawler, client: client, cache: cache, metrics: metrics, progress: progress, time: time)
    }
}
