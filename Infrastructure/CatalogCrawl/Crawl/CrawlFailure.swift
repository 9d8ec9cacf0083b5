import Foundation

/// A page or image the crawl could not load, with why.
public struct CrawlFailure: Sendable, Hashable {
    /// What failed.
    public var job: CrawlJob
    /// The URL that failed, nil when none could be built.
    public var url: URL?
    /// Why it failed, naming the URL and the problem.
    public var reason: String

    /// Creates a failure record.
    public init(job: CrawlJob, url: URL?, reason: String) {
        self.job = job
        self.url = url
        self.reason = reason
    }
}
