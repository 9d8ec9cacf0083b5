import Foundation
import Networking

// A crawl keeps its running count in the summary it returns, updated on the crawling task as results arrive.
extension CrawlSummary {
    mutating func record(_ result: CrawlJobResult) {
        switch result.outcome {
        case .page(let page):
            items += page.results.count
            bytes += result.bytes
            countPage(from: result.source, by: 1)
        case .image:
            bytes += result.bytes
            switch result.source {
            case .network: imagesFetched += 1
            case .confirmed: imagesConfirmed += 1
            case .cache: imagesFromCache += 1
            }
        case .failed(let failure, _):
            failures.append(failure)
        case .cancelled:
            // The loads a stall cut short were not cancelled by anyone: the stall says why they ended.
            if stall == nil { wasCancelled = true }
        }
    }

    /// Counts a page read again (its list changed while it was crawled) as loaded again, not as one more page.
    mutating func countAsLoadedAgain(_ page: CatalogPage, from source: CrawlLoadSource) {
        items -= page.results.count
        countPage(from: source, by: -1)
        pagesLoadedAgain += 1
    }

    private mutating func countPage(from source: CrawlLoadSource, by change: Int) {
        switch source {
        case .network: pagesFetched += change
        case .confirmed: pagesConfirmed += change
        case .cache: pagesFromCache += change
        }
    }

    /// Starts another round for `jobs`, which failed before: their failures are forgotten until they fail again.
    mutating func goBack(for jobs: [CrawlJob]) {
        let retried = Set(jobs)
        failures.removeAll { retried.contains($0.job) }
        rounds += 1
    }

    func failureCount(among jobs: [CrawlJob]) -> Int {
        let asked = Set(jobs)
        return failures.count { asked.contains($0.job) }
    }

    /// Notes that the catalog contradicts itself, as a failure of the page (or `job`) that showed it.
    mutating func recordInconsistency(_ inconsistency: CatalogInconsistency, job: CrawlJob, url: URL?) {
        failures.append(CrawlFailure(job: job, url: url, reason: inconsistency.description))
    }

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
            pagesDone: pages,
            pagesTotal: max(pages, plan.totalPages + unplannedFailures),
            imagesDone: images,
            imagesTotal: max(images, plan.expectedImages),
            items: items,
            bytes: bytes,
            failures: failures.count,
            elapsed: elapsed
        )
    }
}
