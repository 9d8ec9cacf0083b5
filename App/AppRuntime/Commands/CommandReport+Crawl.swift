import CatalogCrawl
import HeadlessHost
import SharedPresentation

extension CommandReport {
    /// A crawl's summary as the App prints it: `CrawlSummary.text`, or the outcome, counts, traffic and failures.
    static func crawl(_ summary: CrawlSummary) -> CommandReport {
        var values: [String: ScreenValue] = [
            "outcome": .text(summary.wasCancelled ? "cancelled" : summary.isComplete ? "complete" : "incomplete"),
            "complete": .flag(summary.isComplete),
            "pages": loads(
                summary.pages, of: max(summary.pages, summary.plan.totalPages),
                (summary.pagesFetched, summary.pagesConfirmed, summary.pagesFromCache)),
            "items": .integer(summary.items),
            "details": .integer(summary.detailsIndexed),
            "bytesLoaded": .integer(summary.bytes),
            "bytesDownloaded": .integer(summary.bytesDownloaded),
            "requests": .integer(summary.requests),
            "retries": .integer(summary.retries),
            "rounds": .integer(summary.rounds),
            "seconds": .number(
                Double(summary.duration.components.seconds)
                    + Double(summary.duration.components.attoseconds) / 1e18),
            "failures": .list(
                summary.failures.map { failure in
                    var object: [String: ScreenValue] = ["reason": .text(failure.reason)]
                    object["url"] = failure.url.map { .text($0.absoluteString) }
                    return .object(object)
                }),
            "notKept": .list(summary.storageFailures.map { .text($0) }),
            "changes": .list(summary.changes.map { .text($0) }),
        ]
        if summary.plan.includesImages {
            values["images"] = loads(
                summary.images, of: max(summary.images, summary.plan.expectedImages),
                (summary.imagesFetched, summary.imagesConfirmed, summary.imagesFromCache))
        }
        return CommandReport(text: summary.text, values: values)
    }

    /// Loads of one kind: done of planned, fetched, confirmed unchanged by the server (304) or from the cache alone.
    private static func loads(
        _ done: Int, of planned: Int, _ sources: (fetched: Int, confirmed: Int, fromCache: Int)
    ) -> ScreenValue {
        .object([
            "done": .integer(done), "planned": .integer(planned), "fetched": .integer(sources.fetched),
            "confirmed": .integer(sources.confirmed), "fromCache": .integer(sources.fromCache),
        ])
    }
}
