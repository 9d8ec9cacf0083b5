import FeatureKit
import Foundation
import Networking
import Storage

/// Loads the whole catalog into the cache: every page of each list the features contribute and, when asked, every
/// listed item's image, with a bounded number of loads in flight.
///
/// Every load goes through the same `CachedFetcher`, keys (full URLs built with `Endpoint.page` and the features'
/// image endpoints) and freshness the features use, so the features later read exactly what the crawl stored, and a
/// crawl run again skips what is still fresh. Page 1 of each resource tells how many pages there are; the other
/// pages and the images follow in parallel. Bodies are checked before they are cached (pages must decode, images
/// must be complete), and a load whose body was invalid is tried again up to `settings.maxAttempts` times.
public struct CatalogCrawler: Sendable {
    let client: any HTTPClient
    let fetcher: CachedFetcher
    let configuration: APIConfiguration
    let metrics: RequestMetrics
    let settings: CrawlSettings
    let contributions: [CrawlContribution]
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
    ///   - contributions: the features' lists, images and linked lists, in the order they are crawled.
    ///   - reporter: hears about progress.
    ///   - clock: measures the crawl's duration.
    public init(
        client: any HTTPClient,
        fetcher: CachedFetcher,
        configuration: APIConfiguration,
        metrics: RequestMetrics,
        settings: CrawlSettings,
        contributions: [CrawlContribution],
        reporter: any CrawlProgressReporter,
        clock: any Clock<Duration>
    ) {
        self.contributions = contributions
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
    /// Page 1 of each resource goes first; as soon as one arrives, the rest of its resource follows (and its items'
    /// images), so no load waits for another resource's first page. Then, round after round, it goes back for the
    /// loads that failed in a way a later try can help (see `CrawlSettings.maxRounds`).
    public func crawl() async -> CrawlSummary {
        let stopwatch = CrawlClockReading(clock: clock)
        let trafficBefore = metrics.total
        var run = CrawlRun(
            discovery: CrawlDiscovery(
                resources: resources, imageResources: Set(imageEndpoints.keys),
                includesImages: settings.includesImages),
            images: ImageQueue(
                includesImages: settings.includesImages, configuration: configuration, images: imageEndpoints),
            details: CatalogDetails(contributions: contributions),
            reporter: reporter,
            stopwatch: stopwatch
        )
        var jobs = resources.map { CrawlJob.page(1, of: $0) }
        let watch = CrawlStallWatch(limit: settings.timedOutLoadsBeforeStopping)
        while true {
            await BoundedJobRunner(limit: settings.concurrency).run(
                jobs, perform: { await load($0, watch: watch) }, stops: { watch.stall != nil }
            ) { run.take($0) }
            if let stall = watch.stall {
                run.markStalled(stall)
                break
            }
            guard await goesBack(after: jobs, of: run) else { break }
            jobs = run.goBack()
        }
        if Task.isCancelled {
            run.tally.markCancelled()
        }

        run.checkCounts(resources)
        if settings.includesDetails {
            run.markCompleteResources(resources)
            await storeDetails(run.details.entries(on: configuration), into: &run.tally)
        }

        let trafficAfter = metrics.total
        let traffic = RequestMetrics.Counts(
            requests: trafficAfter.requests - trafficBefore.requests,
            bytesReceived: trafficAfter.bytesReceived - trafficBefore.bytesReceived,
            retries: trafficAfter.retries - trafficBefore.retries
        )
        let summary = run.tally.summary(duration: stopwatch.elapsed, traffic: traffic)
        reporter.crawlFinished(summary)
        return summary
    }

    /// Whether another round should go back for what failed, after waiting the pause before it: not when nothing
    /// is left to load later, the rounds ran out, the crawl was cancelled, or a round that went back for failed
    /// loads loaded none of them (the server fails them every time).
    private func goesBack(after jobs: [CrawlJob], of run: CrawlRun) async -> Bool {
        let tally = run.tally
        guard !tally.jobsToLoadLater.isEmpty, tally.rounds < settings.maxRounds, !tally.wasCancelled,
            !Task.isCancelled, tally.rounds == 1 || tally.failureCount(among: jobs) < jobs.count
        else { return false }
        do {
            try await clock.sleep(for: settings.pause(beforeRound: tally.rounds + 1))
        } catch {
            return false
        }
        return !Task.isCancelled
    }

    /// The image endpoint of each resource with images: the first contribution's.
    private var imageEndpoints: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint] {
        var endpoints: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint] = [:]
        for contribution in contributions {
            endpoints[contribution.resource] = endpoints[contribution.resource] ?? contribution.image
        }
        return endpoints
    }

    /// The lists to crawl: each contributed resource once, in contribution order.
    var resources: [RickAndMortyAPI.Resource] {
        var seen: Set<RickAndMortyAPI.Resource> = []
        return contributions.map(\.resource).filter { seen.insert($0).inserted }
    }
}
