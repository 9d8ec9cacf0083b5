import Foundation
import Networking
import Storage

/// Loads the whole catalog into the cache: every character, episode and location page and, when asked, every
/// character's image, with a bounded number of loads in flight.
///
/// Every load goes through the same `CachedFetcher`, keys (full URLs built with `Endpoint.page` and
/// `Endpoint.avatar`) and freshness the features use, so the features later read exactly what the crawl stored, and a
/// crawl run again skips what is still fresh. Page 1 of each resource tells how many pages there are; the other
/// pages and the images follow in parallel. Bodies are checked before they are cached (pages must decode, images
/// must be complete), and a load whose body was invalid is tried again up to `settings.maxAttempts` times.
public struct CatalogCrawler: Sendable {
    let client: any HTTPClient
    let fetcher: CachedFetcher
    let configuration: APIConfiguration
    let metrics: RequestMetrics
    let settings: CrawlSettings
    private let reporter: any CrawlProgressReporter
    let clock: any Clock<Duration>

    /// Creates a crawler.
    ///
    /// - Parameters:
    ///   - client: the HTTP client the features use (with its retry policy); `metrics` must observe it, innermost.
    ///   - fetcher: the fetcher over the cache the features read.
    ///   - configuration: the server to crawl.
    ///   - metrics: counts the requests, bytes and retries the summary reports; the crawler adds its own retries.
    ///   - settings: concurrency, images, policies and attempts.
    ///   - reporter: hears about progress.
    ///   - clock: measures the crawl's duration.
    public init(
        client: any HTTPClient,
        fetcher: CachedFetcher,
        configuration: APIConfiguration,
        metrics: RequestMetrics,
        settings: CrawlSettings,
        reporter: any CrawlProgressReporter,
        clock: any Clock<Duration>
    ) {
        self.client = client
        self.fetcher = fetcher
        self.configuration = configuration
        self.metrics = metrics
        self.settings = settings
        self.reporter = reporter
        self.clock = clock
    }

    /// Crawls the catalog and returns what it did; failures are listed in the summary, never thrown.
    ///
    /// Page 1 of each resource goes first; as soon as one arrives, the rest of its resource follows (and, for
    /// characters, their avatars), so no load waits for another resource's first page.
    public func crawl() async -> CrawlSummary {
        let stopwatch = CrawlClockReading(clock: clock)
        let trafficBefore = metrics.total
        var tally = CrawlTally()
        var discovery = CrawlDiscovery(includesImages: settings.includesImages)
        var images = ImageQueue(includesImages: settings.includesImages, configuration: configuration)
        var announced = false
        var details = CatalogDetails()

        let firstPages = CrawlPlan.resources.map { CrawlJob.page(1, of: $0) }
        await BoundedJobRunner(limit: settings.concurrency).run(firstPages, perform: load) { result in
            tally.record(result)
            if let body = result.body, case .page(_, let resource) = result.job {
                details.add(page: body, of: resource)
            }
            var next = discovery.learn(from: result)
            if case .page(let page) = result.outcome, case .page(_, .character) = result.job {
                next += images.newJobs(fromCharacters: page)
            }
            if let plan = discovery.plan {
                if !announced {
                    announced = true
                    tally.plan = plan
                    reporter.crawlStarted(plan)
                }
                reporter.crawlProgressed(tally.progress(elapsed: stopwatch.elapsed))
            }
            return next
        }

        if settings.includesDetails {
            for resource in CrawlPlan.resources where tally.loadedEveryPage(of: resource) {
                details.markComplete(resource)
            }
            await storeDetails(details.entries(on: configuration), into: &tally)
        }

        let trafficAfter = metrics.total
        let traffic = RequestMetrics.Counts(
            requests: trafficAfter.requests - trafficBefore.requests,
            bytesReceived: trafficAfter.bytesReceived - trafficBefore.bytesReceived,
            retries: trafficAfter.retries - trafficBefore.retries
        )
        let summary = tally.summary(duration: stopwatch.elapsed, traffic: traffic)
        reporter.crawlFinished(summary)
        return summary
    }
}
