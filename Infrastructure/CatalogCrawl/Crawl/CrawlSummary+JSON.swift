import Foundation

extension CrawlSummary {
    /// The summary as one line of JSON (keys sorted), for `crawl --json`: the output `schema` version and command,
    /// counts, traffic, rounds, time and every failure.
    public func json(schema: Int) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(CrawlSummaryDocument(self, schema: schema)) else {
            return #"{"command":"crawl","error":{"kind":"failure","message":"the crawl summary could not be "#
                + #"encoded as JSON"},"schema":\#(schema)}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The JSON shape of a crawl summary.
private struct CrawlSummaryDocument: Encodable {
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

    var schema: Int
    var command = "crawl"
    var outcome: String
    var complete: Bool
    var pages: Loads
    var images: Loads?
    var items: Int
    var details: Loads
    var bytesLoaded: Int
    var bytesDownloaded: Int
    var requests: Int
    var retries: Int
    var rounds: Int
    var seconds: Double
    var failures: [Failure]
    var notKept: [String]

    init(_ summary: CrawlSummary, schema: Int) {
        self.schema = schema
        outcome = summary.wasCancelled ? "cancelled" : summary.isComplete ? "complete" : "incomplete"
        complete = summary.isComplete
        pages = Loads(
            done: summary.pages, planned: summary.plan.totalPages, fetched: summary.pagesFetched,
            fromCache: summary.pagesFromCache)
        images =
            summary.plan.includesImages
            ? Loads(
                done: summary.images, planned: summary.plan.expectedImages, fetched: summary.imagesFetched,
                fromCache: summary.imagesFromCache)
            : nil
        items = summary.items
        details = Loads(
            done: summary.details, planned: summary.details, fetched: summary.detailsStored,
            fromCache: summary.detailsFromCache)
        bytesLoaded = summary.bytes
        bytesDownloaded = summary.bytesDownloaded
        requests = summary.requests
        retries = summary.retries
        rounds = summary.rounds
        seconds = summary.duration.fractionalSeconds
        failures = summary.failures.map { Failure(url: $0.url?.absoluteString, reason: $0.reason) }
        notKept = summary.storageFailures
    }
}
