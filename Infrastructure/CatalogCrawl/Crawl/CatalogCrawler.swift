import FeatureKit
import Foundation
import Networking
import Storage

/// Loads the whole catalog into the cache: every page of each contributed list and, when asked, every image.
///
/// Every load goes through the features' own fetcher, keys and freshness, so they later read exactly what it stored.
public struct CatalogCrawler: Sendable {
    let client: any HTTPClient
    let fetcher: CachedFetcher
    let configuration: APIConfiguration
    let metrics: RequestMetrics
    let settings: CrawlSettings
    let contributions: [CrawlContribution]
    private let reporter: any CrawlProgressReporter
    let clock: any Clock<Duration>

    /// Creates a crawler; `metrics` must observe `client`, innermost, and the crawler adds its own retries to it.
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
    public func crawl() async -> CrawlSummary {
        let stopwatch = CrawlClockReading(clock: clock)
        let trafficBefore = metrics.total
        var run = CrawlRun(
            resources: resources, imageEndpoints: imageEndpoints, settings: settings, configuration: configuration,
            reporter: reporter, stopwatch: stopwatch)
        var jobs = resources.map { CrawlJob.page(1, of: $0) }
        let watch = CrawlStallWatch(limit: settings.timedOutLoadsBeforeStopping)
        while true {
            await BoundedJobRunner(limit: settings.concurrency).run(
                jobs, perform: { await load($0, watch: watch) }, stops: { watch.stall != nil }
            ) { run.take($0) }
            if let stall = watch.stall {
                run.summary.stall = stall
                break
            }
            guard await goesBack(after: jobs, of: run) else { break }
            jobs = run.goBack()
        }
        await settle(&run, watch: watch)
        if Task.isCancelled {
            run.summary.wasCancelled = true
        }
        // A refusal is never kept: the next crawl asks the server again.
        for url in run.finish() {
            fetcher.discard(key: url.absoluteString)
        }
        if settings.includesDetails, !run.summary.wasCancelled, run.summary.stall == nil, !Task.isCancelled {
            await storeIndexes(run.indexes(), into: &run.summary)
        }
        let trafficAfter = metrics.total
        run.summary.requests = trafficAfter.requests - trafficBefore.requests
        run.summary.bytesDownloaded = trafficAfter.bytesReceived - trafficBefore.bytesReceived
        run.summary.retries = trafficAfter.retries - trafficBefore.retries
        run.summary.duration = stopwatch.elapsed
        reporter.crawlFinished(run.summary)
        return run.summary
    }

    // Reads again, fresh from the server, the pages of each list that changed while it was crawled, until their
    // counts agree (or `maxSettlingPasses` passes ran).
    private func settle(_ run: inout CrawlRun, watch: CrawlStallWatch) async {
        for _ in 0..<Self.maxSettlingPasses {
            guard !run.summary.wasCancelled, run.summary.stall == nil, !Task.isCancelled else { return }
            let jobs = run.pagesToSettle()
            guard !jobs.isEmpty else { return }
            await BoundedJobRunner(limit: settings.concurrency).run(
                jobs, perform: { await load($0, watch: watch, refresh: true) }, stops: { watch.stall != nil }
            ) { run.take($0) }
            if let stall = watch.stall {
                run.summary.stall = stall
            }
        }
    }

    static let maxSettlingPasses = 3

    // Not once a round that went back loaded none of what it went back for (the server fails them every time).
    private func goesBack(after jobs: [CrawlJob], of run: CrawlRun) async -> Bool {
        let summary = run.summary
        guard !run.jobsToLoadLater.isEmpty, summary.rounds < settings.maxRounds, !summary.wasCancelled,
            !Task.isCancelled, summary.rounds == 1 || summary.failureCount(among: jobs) < jobs.count
        else { return false }
        do {
            try await clock.sleep(for: settings.pause(beforeRound: summary.rounds + 1))
        } catch {
            return false
        }
        return !Task.isCancelled
    }

    // Each complete list's index, stored beside its pages: what answers an item's request from them, so a crawl
    // stores no entry per item.
    private func storeIndexes(
        _ indexes: [(resource: RickAndMortyAPI.Resource, index: CrawlIndex)], into summary: inout CrawlSummary
    ) async {
        let counts = indexes.map { $0.index.pages.reduce(0) { $0 + $1.count } }
        guard counts.reduce(0, +) > 0 else { return }
        let pages = indexes.reduce(0) { $0 + $1.index.pages.count }
        reporter.crawlEntered(.indexing(items: counts.reduce(0, +), pages: pages))
        for ((resource, index), count) in zip(indexes, counts) {
            let (key, body) = (CrawlIndex.key(of: resource, on: configuration), index.body)
            do {
                _ = try await fetcher.load(
                    key: key, policy: settings.pagePolicy.with(mode: .revalidate),
                    fetchAnswer: { _ in .body(body, .unspecified) }, decode: { $0 })
                summary.detailsIndexed += count
            } catch {
                summary.storageFailures.append("the index of the \(resource.rawValue) list was not kept: \(error)")
            }
        }
    }

    // The first image endpoint contributed for each resource.
    private var imageEndpoints: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint] {
        let endpoints = contributions.compactMap { contribution in
            contribution.image.map { (contribution.resource, $0) }
        }
        return Dictionary(endpoints, uniquingKeysWith: { first, _ in first })
    }

    private var resources: [RickAndMortyAPI.Resource] {
        var seen: Set<RickAndMortyAPI.Resource> = []
        return contributions.map(\.resource).filter { seen.insert($0).inserted }
    }
}
