import Foundation
import Networking

/// A page or image the crawl could not load, with why.
public struct CrawlFailure: Sendable, Hashable {
    /// What failed.
    public var job: CrawlJob
    /// The URL that failed, nil when none could be built.
    public var url: URL?
    /// Why it failed, naming the URL and the problem.
    public var reason: String
    /// The server that could not be reached and why, in words (`127.0.0.1:9: connection refused`), when that is why.
    public var unreachableServer: String?

    /// Creates a failure record.
    public init(job: CrawlJob, url: URL?, reason: String, unreachableServer: String? = nil) {
        self.job = job
        self.url = url
        self.reason = reason
        self.unreachableServer = unreachableServer
    }

    /// The failure `error` caused, noting the server when no connection to it could be made.
    public init(job: CrawlJob, url: URL?, error: any Error) {
        var server: String?
        if case .transport(let failure, _, let failedURL) = error as? NetworkError,
            [.offline, .hostNotFound, .connectionRefused, .secureConnectionFailed].contains(failure)
        {
            let host = failedURL.host ?? failedURL.absoluteString
            server = "\(failedURL.port.map { "\(host):\($0)" } ?? host): \(failure.phrase)"
        }
        self.init(job: job, url: url, reason: String(describing: error), unreachableServer: server)
    }
}
