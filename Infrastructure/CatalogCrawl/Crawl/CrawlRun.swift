import Foundation
import Networking

/// One crawl as its results arrive, over every round: the running summary, the plan, and what the pages reveal.
struct CrawlRun {
    var summary = CrawlSummary(plan: CrawlPlan(resources: [], pageCounts: [:], itemCounts: [:], includesImages: false))
    /// The failed jobs a later round may load, in the order they failed.
    private(set) var jobsToLoadLater: [CrawlJob] = []
    var learned: CrawlPlan
    private var firstPagesLeft: Set<RickAndMortyAPI.Resource>
    let configuration: APIConfiguration
    private let imageEndpoints: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint]
    private var seenImages: Set<URL> = []
    // What each list's pages say: their counts and ids, never the items' bytes.
    var lists: [RickAndMortyAPI.Resource: ResourcePages] = [:]
    private var announced = false
    private let reporter: any CrawlProgressReporter
    private let stopwatch: CrawlClockReading

    init(
        resources: [RickAndMortyAPI.Resource], imageEndpoints: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint],
        settings: CrawlSettings, configuration: APIConfiguration, reporter: any CrawlProgressReporter,
        stopwatch: CrawlClockReading
    ) {
        learned = CrawlPlan(
            resources: resources, imageResources: Set(imageEndpoints.keys), pageCounts: [:], itemCounts: [:],
            includesImages: settings.includesImages)
        firstPagesLeft = Set(resources)
        self.imageEndpoints = imageEndpoints
        self.configuration = configuration
        self.reporter = reporter
        self.stopwatch = stopwatch
    }

    mutating func take(_ result: CrawlJobResult) -> [CrawlJob] {
        summary.record(result)
        if case .page(let number, let resource) = result.job, case .page(let page) = result.outcome,
            lists[resource]?.hasPage(number) == true
        {
            summary.countAsLoadedAgain(page, from: result.source)
        }
        if case .failed(_, mayLoadLater: true) = result.outcome {
            jobsToLoadLater.append(result.job)
        }
        var next: [CrawlJob] = []
        if case .page(let number, let resource) = result.job {
            if number == 1 {
                firstPagesLeft.remove(resource)
            }
            if case .page(let page) = result.outcome {
                next = take(page, number: number, of: resource, url: result.url)
            }
        }
        // A server that answered no first page has no plan to show: the summary says why, in one line.
        if firstPagesLeft.isEmpty {
            summary.plan = learned
            guard !learned.pageCounts.isEmpty else { return next }
            if !announced {
                announced = true
                reporter.crawlStarted(learned)
            }
            reporter.crawlProgressed(summary.progress(elapsed: stopwatch.elapsed))
        }
        return next
    }

    private mutating func take(
        _ page: CatalogPage, number: Int, of resource: RickAndMortyAPI.Resource, url: URL?
    ) -> [CrawlJob] {
        let ids = page.results.map(\.id)
        // Page 1 read for the first time (in a later round when it failed before), or any page claiming more pages
        // than were asked for, reveals the pages still to load: the newest counts are the list's.
        var next = lists[resource, default: ResourcePages()].add(number, info: page.info, ids: ids)
            .map { CrawlJob.page($0, of: resource) }
        if let newest = lists[resource]?.newest {
            learned.pageCounts[resource] = max(newest.pages, lists[resource]?.pagesAskedFor ?? 0)
            learned.itemCounts[resource] = newest.count
        }
        var seen: Set<Int> = []
        let repeated = ids.filter { !seen.insert($0).inserted }
        let job = CrawlJob.page(number, of: resource)
        if let url, !repeated.isEmpty {
            summary.recordInconsistency(.repeatedIDs(url: url, ids: repeated), job: job, url: url)
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

    /// The index of each list whose every page was loaded and agrees with the others: which page lists each item.
    func indexes() -> [(resource: RickAndMortyAPI.Resource, index: CrawlIndex)] {
        learned.resources.compactMap { resource in
            guard summary.loadedEveryPage(of: resource), let list = lists[resource], list.verdict == .consistent
            else { return nil }
            return (resource, CrawlIndex(pages: list.pageIDs))
        }
    }
}
