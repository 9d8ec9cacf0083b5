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
            details: CatalogDetails(contributions: contributions), reporter: reporter, stopwatch: stopwatch)
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
        if settings.includesDetails {
            run.markCompleteResources()
            if !run.details.completeLists.isEmpty, !Task.isCancelled {
                reporter.crawlEntered(.details(lists: run.details.completeLists.count))
            }
            await storeLists(of: run.details, listed: run.listedIDs, into: &run.summary)
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

    // Stored through the fetcher under the pages' policy, so entries still fresh are left as they are; composed and
    // stored one at a time.
    private func storeLists(
        of details: CatalogDetails, listed: [RickAndMortyAPI.Resource: Set<Int>], into summary: inout CrawlSummary
    ) async {
        for list in details.completeLists {
            guard !Task.isCancelled else { return }
            let entry = details.entry(for: list, on: configuration, known: listed[list.resource] ?? []) { url in
                fetcher.cached(key: url.absoluteString)
            }
            guard let entry else { continue }
            let body = entry.body
            do {
                let stored = try await fetcher.load(key: entry.url.absoluteString, policy: settings.pagePolicy) {
                    body
                }
                summary.recordDetail(fromCache: stored.origin != .network)
            } catch {
                summary.failures.append(
                    CrawlFailure(job: .detail(entry.url), url: entry.url, reason: String(describing: error)))
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
