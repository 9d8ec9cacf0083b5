import Foundation
import Networking

/// The running count of a crawl, updated on the crawling task as each job's result arrives.
struct CrawlTally {
    var plan = CrawlPlan(resources: [], pageCounts: [:], itemCounts: [:], includesImages: false)
    private(set) var pagesFetched = 0
    private(set) var pagesFromCache = 0
    private(set) var imagesFetched = 0
    private(set) var imagesFromCache = 0
    private(set) var items = 0
    private(set) var bytes = 0
    private(set) var detailsStored = 0
    private(set) var detailsFromCache = 0
    private(set) var failures: [CrawlFailure] = []
    private(set) var wasCancelled = false
    /// Why the crawl stopped early, when the server stopped answering.
    private(set) var stall: CrawlStall?
    private(set) var rounds = 1
    /// The failed jobs a later round may load, in the order they failed.
    private(set) var jobsToLoadLater: [CrawlJob] = []

    mutating func record(_ result: CrawlJobResult) {
        switch result.outcome {
        case .page(let page):
            items += page.results.count
            bytes += result.bytes
            if result.fromCache { pagesFromCache += 1 } else { pagesFetched += 1 }
        case .image:
            bytes += result.bytes
            if result.fromCache { imagesFromCache += 1 } else { imagesFetched += 1 }
        case .failed(let failure, let mayLoadLater):
            failures.append(failure)
            if mayLoadLater {
                jobsToLoadLater.append(result.job)
            }
        case .cancelled:
            // The loads a stall cut short were not cancelled by anyone: the stall says why they ended.
            if stall == nil { wasCancelled = true }
        }
    }

    /// Starts another round for `jobs`, which failed before: their failures are forgotten until they fail again.
    mutating func goBack(for jobs: [CrawlJob]) {
        let retried = Set(jobs)
        failures.removeAll { retried.contains($0.job) }
        jobsToLoadLater.removeAll { retried.contains($0) }
        rounds += 1
    }

    /// How many of `jobs` failed (again).
    func failureCount(among jobs: [CrawlJob]) -> Int {
        let asked = Set(jobs)
        return failures.count { asked.contains($0.job) }
    }

    /// Notes that the crawl was cancelled between its loads (while it waited to go back for what failed).
    mutating func markCancelled() {
        wasCancelled = true
    }

    /// Notes that the crawl stopped because the server stopped answering.
    mutating func markStalled(_ stall: CrawlStall) {
        self.stall = stall
    }

    /// Notes that the catalog contradicts itself, as a failure of the page (or `job`) that showed it.
    mutating func recordInconsistency(_ inconsistency: CatalogInconsistency, job: CrawlJob, url: URL?) {
        failures.append(CrawlFailure(job: job, url: url, reason: inconsistency.description))
    }

    mutating func recordDetail(fromCache: Bool) {
        if fromCache { detailsFromCache += 1 } else { detailsStored += 1 }
    }

    mutating func recordDetailFailure(_ failure: CrawlFailure) {
        failures.append(failure)
    }

    /// Whether every planned page of `resource` was loaded (its page 1 too).
    func loadedEveryPage(of resource: RickAndMortyAPI.Resource) -> Bool {
        plan.pageCounts[resource] != nil
            && !failures.contains { failure in
                if case .page(_, let failed) = failure.job { return failed == resource }
                return false
            }
    }

    func progress(elapsed: Duration) -> CrawlProgress {
        // A resource whose page 1 failed is not in the plan, but its failure still counts towards the total.
        let unplannedFailures = failures.count { failure in
            if case .page(1, let resource) = failure.job { return plan.pageCounts[resource] == nil }
            return false
        }
        return CrawlProgress(
            pagesDone: pagesFetched + pagesFromCache,
            pagesTotal: plan.totalPages + unplannedFailures,
            imagesDone: imagesFetched + imagesFromCache,
            imagesTotal: plan.expectedImages,
            items: items,
            bytes: bytes,
            failures: failures.count,
            elapsed: elapsed
        )
    }

    func summary(duration: Duration, traffic: RequestMetrics.Counts) -> CrawlSummary {
        CrawlSummary(
            plan: plan,
            pagesFetched: pagesFetched,
            pagesFromCache: pagesFromCache,
            imagesFetched: imagesFetched,
            imagesFromCache: imagesFromCache,
            detailsStored: detailsStored,
            detailsFromCache: detailsFromCache,
            items: items,
            bytes: bytes,
            bytesDownloaded: traffic.bytesReceived,
            requests: traffic.requests,
            retries: traffic.retries,
            failures: failures,
            duration: duration,
            wasCancelled: wasCancelled,
            rounds: rounds,
            stall: stall
        )
    }
}
