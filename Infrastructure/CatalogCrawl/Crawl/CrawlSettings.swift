import Foundation
import Networking
import Storage

/// How a crawl runs: how many requests at once, whether images and details come too, the cache policies the
/// features read with, and how often a load whose body was invalid is tried again.
public struct CrawlSettings: Sendable, Hashable {
    /// The loads in flight at once unless told otherwise, for a server elsewhere: polite to a public API (which
    /// also answers 429 with `Retry-After` when pressed, and the crawl waits as told).
    public static let defaultConcurrency = 4
    /// The loads in flight at once unless told otherwise, for a server on this machine (the embedded replica,
    /// `App serve`): it answers as fast as it is asked, so more at once crawls it about 3.5 times faster.
    public static let loopbackConcurrency = 16

    /// The default concurrency for the server at `baseURL`: `loopbackConcurrency` for a loopback address
    /// (`127.0.0.0/8`, `::1`, `localhost`), else `defaultConcurrency`.
    public static func defaultConcurrency(for baseURL: URL) -> Int {
        baseURL.isLoopback ? loopbackConcurrency : defaultConcurrency
    }
    /// The concurrency a crawl accepts.
    public static let concurrencyRange = 1...64

    /// The most loads in flight at once (at least 1).
    public var concurrency: Int
    /// Whether the items' images are fetched too.
    public var includesImages: Bool
    /// Whether the detail answers the features read (single items and the features' multi-id lists)
    /// are derived from the pages and stored too, so detail screens work offline.
    public var includesDetails: Bool
    /// The policy list pages are cached under; the features must read pages with the same freshness.
    public var pagePolicy: CachePolicy
    /// The policy images are cached under; the features must read images with the same freshness.
    public var imagePolicy: CachePolicy
    /// The most attempts per page or image, the first included, when a body arrives invalid (truncated,
    /// corrupted) or the connection fails in a way the HTTP client does not retry itself.
    public var maxAttempts: Int
    /// The most rounds, the first included: after a round, the crawl goes back for the loads that failed in a way a
    /// later try can help, until none is left, a round loads none of them, or the rounds run out.
    public var maxRounds: Int
    /// The wait before the second round, doubled before each further one: a server that failed a load over and
    /// over may need a moment.
    public var roundPause: Duration
    /// The loads in a row that may time out, with no answer from the server between them, before the crawl stops:
    /// the server has stopped answering, and what was loaded so far is kept for the next crawl to resume from.
    public var timedOutLoadsBeforeStopping: Int

    /// Creates settings; the policies default to the ones the features use (`.standard` for pages, `.longLived`
    /// for images), never answered with stale data so that a failed load is reported, not hidden.
    public init(
        concurrency: Int = Self.defaultConcurrency,
        includesImages: Bool = false,
        includesDetails: Bool = true,
        pagePolicy: CachePolicy = .standard,
        imagePolicy: CachePolicy = .longLived,
        maxAttempts: Int = 4,
        maxRounds: Int = 5,
        roundPause: Duration = .seconds(1),
        timedOutLoadsBeforeStopping: Int = 3
    ) {
        self.concurrency = max(1, concurrency)
        self.includesImages = includesImages
        self.includesDetails = includesDetails
        self.pagePolicy = Self.withoutStaleFallback(pagePolicy)
        self.imagePolicy = Self.withoutStaleFallback(imagePolicy)
        self.maxAttempts = max(1, maxAttempts)
        self.maxRounds = max(1, maxRounds)
        self.roundPause = max(.zero, roundPause)
        self.timedOutLoadsBeforeStopping = max(1, timedOutLoadsBeforeStopping)
    }

    /// The wait before round `round` (2 for the first round that goes back).
    public func pause(beforeRound round: Int) -> Duration {
        roundPause * (1 << min(max(round - 2, 0), 16))
    }

    private static func withoutStaleFallback(_ policy: CachePolicy) -> CachePolicy {
        var policy = policy
        policy.allowsStaleOnError = false
        return policy
    }
}
