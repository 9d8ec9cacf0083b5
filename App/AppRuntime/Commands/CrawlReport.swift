import CatalogCrawl
import Foundation
import HeadlessHost

/// A crawl's summary as the App prints it: `CrawlSummary.text`, or the outcome, counts, traffic and failures.
struct CrawlReport: CommandReport {
    struct Loads: Encodable {
        var done: Int
        var planned: Int
        var fetched: Int
        var fromCache: Int
    }

    struct Failure: Encodable {
        var url: String?
        var reason: String
    }

    let summary: CrawlSummary

    init(_ summary: CrawlSummary) {
        self.summary = summary
    }

    var text: String {
        summary.text
    }

    private enum Key: String, CodingKey {
        case outcome, complete, pages, images, items, details, bytesLoaded, bytesDownloaded, requests, retries, rounds
        case seconds, failures, notKept
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let outcome = summary.wasCancelled ? "cancelled" : summary.isComplete ? "complete" : "incomplete"
        try container.encode(outcome, forKey: .outcome)
        try container.encode(summary.isComplete, forKey: .complete)
        try container.encode(
            Loads(
                done: summary.pages, planned: summary.plan.totalPages, fetched: summary.pagesFetched,
                fromCache: summary.pagesFromCache),
            forKey: .pages)
        if summary.plan.includesImages {
            try container.encode(
                Loads(
                    done: summary.images, planned: summary.plan.expectedImages, fetched: summary.imagesFetched,
                    fromCache: summary.imagesFromCache),
                forKey: .images)
        }
        try container.encode(summary.items, forKey: .items)
        try container.encode(
            Loads(
                done: summary.details, planned: summary.details, fetched: summary.detailsStored,
                fromCache: summary.detailsFromCache),
            forKey: .details)
        try container.encode(summary.bytes, forKey: .bytesLoaded)
        try container.encode(summary.bytesDownloaded, forKey: .bytesDownloaded)
        try container.encode(summary.requests, forKey: .requests)
        try container.encode(summary.retries, forKey: .retries)
        try container.encode(summary.rounds, forKey: .rounds)
        let (seconds, attoseconds) = summary.duration.components
        try container.encode(Double(seconds) + Double(attoseconds) / 1e18, forKey: .seconds)
        try container.encode(
            summary.failures.map { Failure(url: $0.url?.absoluteString, reason: $0.reason) }, forKey: .failures)
        try container.encode(summary.storageFailures, forKey: .notKept)
    }
}
