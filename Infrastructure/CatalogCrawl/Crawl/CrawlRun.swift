import Foundation
import Networking

/// One crawl as its results arrive, over every round: the running summary, the plan, and what the pages reveal.
struct CrawlRun {
    var summary = CrawlSummary(plan: CrawlPlan(resources: [], pageCounts: [:], itemCounts: [:], includesImages: false))
    private(set) var details: CatalogDetails
    /// The failed jobs a later round may load, in the order they failed.
    private(set) var jobsToLoadLater: [CrawlJob] = []
    private var learned: CrawlPlan
    private var firstPagesLeft: Set<RickAndMortyAPI.Resource>
    private let configuration: APIConfiguration
    private let imageEndpoints: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint]
    private var seenImages: Set<URL> = []
    // Grows with the items actually listed, never with what a page claims.
    private var listedIDs: [RickAndMortyAPI.Resource: Set<Int>] = [:]
    private var announced = false
    private let reporter: any CrawlProgressReporter
    private let stopwatch: CrawlClockReading

    init(
        resources: [RickAndMortyAPI.Resource], imageEndpoints: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint],
        settings: CrawlSettings, configuration: APIConfiguration, details: CatalogDetails,
        reporter: any CrawlProgressReporter, stopwatch: CrawlClockReading
    ) {
        learned = CrawlPlan(
            resources: resources, imageResources: Set(imageEndpoints.keys), pageCounts: [:], itemCounts: [:],
            includesImages: settings.includesImages)
        firstPagesLeft = Set(resources)
        self.imageEndpoints = imageEndpoints
        self.configuration = configuration
        self.details = details
        self.reporter = reporter
        self.stopwatch = stopwatch
    }

    mutating func take(_ result: CrawlJobResult) -> [CrawlJob] {
        summary.record(result)
        if case .failed(_, mayLoadLater: true) = result.outcome {
            jobsToLoadLater.append(result.job)
        }
        var next: [CrawlJob] = []
        if case .page(let number, let resource) = result.job {
            if number == 1 {
                firstPagesLeft.remove(resource)
            }
            if case .page(let page) = result.outcome {
                next = take(page, number: number, of: resource, url: result.url, body: result.body)
            }
        }
        if firstPagesLeft.isEmpty {
            summary.plan = learned
            if !announced {
                announced = true
                reporter.crawlStarted(learned)
            }
            reporter.crawlProgressed(summary.progress(elapsed: stopwatch.elapsed))
        }
        return next
    }

    private mutating func take(
        _ page: CatalogPage, number: Int, of resource: RickAndMortyAPI.Resource, url: URL?, body: Data?
    ) -> [CrawlJob] {
        var next: [CrawlJob] = []
        // Page 1 loaded for the first time (in a later round when it failed before) reveals the other pages.
        if number == 1, learned.pageCounts[resource] == nil {
            learned.pageCounts[resource] = page.info.pages
            learned.itemCounts[resource] = page.info.count
            next = learned.remainingPages(of: resource)
        }
        var repeated: [Int] = []
        for item in page.results where !listedIDs[resource, default: []].insert(item.id).inserted {
            repeated.append(item.id)
        }
        let job = CrawlJob.page(number, of: resource)
        if let url, !repeated.isEmpty {
            summary.recordInconsistency(.repeatedIDs(url: url, ids: repeated), job: job, url: url)
        }
        if let body {
            details.add(page, body: body, of: resource)
        }
        guard learned.includesImages, let image = imageEndpoints[resource] else { return next }
        // The URL the feature reads the image from, so it finds the crawled images.
        for item in page.results {
            if let url = try? configuration.url(for: image(item.id)), seenImages.insert(url).inserted {
                next.append(.image(url))
            }
        }
        return next
    }

    mutating func goBack() -> [CrawlJob] {
        let jobs = jobsToLoadLater
        jobsToLoadLater = []
        summary.goBack(for: jobs)
        reporter.crawlGoesBack(round: summary.rounds, failedLoads: jobs.count)
        return jobs
    }

    /// Checks that each resource whose every page loaded lists as many items as it claims.
    mutating func checkCounts() {
        guard !summary.wasCancelled, summary.stall == nil else { return }
        for resource in learned.resources where summary.loadedEveryPage(of: resource) {
            let claimed = summary.plan.itemCounts[resource, default: 0]
            let listed = listedIDs[resource]?.count ?? 0
            if listed != claimed {
                summary.recordInconsistency(
                    .countMismatch(resource: resource, claimed: claimed, listed: listed), job: .page(1, of: resource),
                    url: nil)
            }
        }
    }

    mutating func markCompleteResources() {
        for resource in learned.resources where summary.loadedEveryPage(of: resource) {
            details.markComplete(resource)
        }
    }
}
