import Networking

/// One crawl as its results arrive, over every round: the tally, the plan learned from the first pages, the images
/// the pages reveal and the details derived from them.
struct CrawlRun {
    var tally = CrawlTally()
    private(set) var details: CatalogDetails
    private var discovery: CrawlDiscovery
    private var images: ImageQueue
    private var consistency = CatalogConsistency()
    private var announced = false
    private let reporter: any CrawlProgressReporter
    private let stopwatch: CrawlClockReading

    init(
        discovery: CrawlDiscovery, images: ImageQueue, details: CatalogDetails,
        reporter: any CrawlProgressReporter, stopwatch: CrawlClockReading
    ) {
        self.discovery = discovery
        self.images = images
        self.details = details
        self.reporter = reporter
        self.stopwatch = stopwatch
    }

    /// Takes in one result, reports progress (the plan first, once it is known) and returns the jobs it reveals:
    /// the other pages of a resource whose page 1 arrived, the images of a page's items.
    mutating func take(_ result: CrawlJobResult) -> [CrawlJob] {
        tally.record(result)
        var next = discovery.learn(from: result)
        if case .page(let page) = result.outcome, case .page(_, let resource) = result.job {
            let repeated = consistency.repeatedIDs(on: page, of: resource)
            if let url = result.url, !repeated.isEmpty {
                tally.recordInconsistency(.repeatedIDs(url: url, ids: repeated), job: result.job, url: url)
            }
            if let body = result.body, !details.add(page: body, items: page.results, of: resource),
                let url = result.url
            {
                tally.recordInconsistency(.detailsMissing(url: url), job: result.job, url: url)
            }
            next += images.newJobs(from: page, of: resource)
        }
        if let plan = discovery.plan {
            tally.plan = plan
            if !announced {
                announced = true
                reporter.crawlStarted(plan)
            }
            reporter.crawlProgressed(tally.progress(elapsed: stopwatch.elapsed))
        }
        return next
    }

    /// Starts another round for the failed loads a later try may help, and returns them.
    mutating func goBack() -> [CrawlJob] {
        let jobs = tally.jobsToLoadLater
        tally.goBack(for: jobs)
        reporter.crawlGoesBack(round: tally.rounds, failedLoads: jobs.count)
        return jobs
    }

    /// Checks that each resource whose every page loaded lists as many items as it claims.
    ///
    /// A resource that does not is recorded as a contradiction. Only a crawl that ran its course is checked.
    mutating func checkCounts(_ resources: [RickAndMortyAPI.Resource]) {
        guard !tally.wasCancelled, tally.stall == nil else { return }
        for resource in resources where tally.loadedEveryPage(of: resource) {
            let claimed = tally.plan.itemCounts[resource, default: 0]
            let listed = consistency.listedCount(of: resource)
            if listed != claimed {
                tally.recordInconsistency(
                    .countMismatch(resource: resource, claimed: claimed, listed: listed), job: .page(1, of: resource),
                    url: nil)
            }
        }
    }

    /// Marks the resources whose every page loaded, so their linked lists can be derived.
    mutating func markCompleteResources(_ resources: [RickAndMortyAPI.Resource]) {
        for resource in resources where tally.loadedEveryPage(of: resource) {
            details.markComplete(resource)
        }
    }

    /// Notes that the crawl stopped because the server stopped answering.
    mutating func markStalled(_ stall: CrawlStall) {
        tally.markStalled(stall)
    }
}
