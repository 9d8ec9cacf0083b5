import Foundation
import Locking

/// Thread-safe counters of HTTP traffic per URL: requests, bytes received, 304s, failures, retries and coalesced joins.
///
/// The total counts everything; counts per URL are kept for the first `trackedURLs` URLs only, so that a crawl of
/// millions of addresses costs no memory per address.
public final class RequestMetrics: HTTPClientObserver {
    /// The most URLs counted one by one.
    public static let trackedURLs = 4_096

    /// The counters for one URL, or for all of them.
    public struct Counts: Sendable, Hashable {
        /// Requests sent.
        public var requests = 0
        /// Body bytes received.
        public var bytesReceived = 0
        /// Requests that threw, or that the server answered with a status of 400 or above.
        public var failures = 0
        /// Retries scheduled.
        public var retries = 0
        /// Requests that joined one already in flight instead of being sent.
        public var coalescedJoins = 0
        /// Requests the server answered 304 Not Modified: stored bytes confirmed, headers only.
        public var notModified = 0

        /// Creates counts, all zero unless told otherwise.
        public init(
            requests: Int = 0, bytesReceived: Int = 0, failures: Int = 0, retries: Int = 0, coalescedJoins: Int = 0,
            notModified: Int = 0
        ) {
            self.requests = requests
            self.bytesReceived = bytesReceived
            self.failures = failures
            self.retries = retries
            self.coalescedJoins = coalescedJoins
            self.notModified = notModified
        }
    }

    private let tallies = Locked<(byURL: [URL: Counts], total: Counts)>(([:], Counts()))

    /// Creates metrics with every counter at zero.
    public init() {}

    /// The counters for `url` (zero for a URL first seen after `trackedURLs` others).
    public func counts(for url: URL) -> Counts {
        tallies.withLock { $0.byURL[url] ?? Counts() }
    }

    /// The counters summed over every URL.
    public var total: Counts {
        tallies.withLock { $0.total }
    }

    /// Counts a request sent.
    public func requestStarted(_ request: HTTPRequest) {
        update(request.url) { $0.requests += 1 }
    }

    /// Counts the bytes received, a 304, and a failure when the status is an error (400 or above).
    public func requestSucceeded(_ request: HTTPRequest, response: HTTPResponse) {
        update(request.url) { counts in
            counts.bytesReceived += response.body.count
            if response.statusCode == 304 {
                counts.notModified += 1
            }
            if response.statusCode >= 400 {
                counts.failures += 1
            }
        }
    }

    /// Counts a failure.
    public func requestFailed(_ request: HTTPRequest, error: any Error) {
        update(request.url) { $0.failures += 1 }
    }

    /// Counts a retry.
    public func retryScheduled(_ request: HTTPRequest, attempt: Int, delay: Duration) {
        update(request.url) { $0.retries += 1 }
    }

    /// Counts a coalesced join.
    public func joinedInFlightRequest(_ request: HTTPRequest) {
        update(request.url) { $0.coalescedJoins += 1 }
    }

    private func update(_ url: URL, _ change: (inout Counts) -> Void) {
        tallies.withLock { counts in
            if counts.byURL.count < Self.trackedURLs || counts.byURL[url] != nil {
                change(&counts.byURL[url, default: Counts()])
            }
            change(&counts.total)
        }
    }
}
