import Foundation
import Networking
import Storage

/// How a crawl runs: how many requests at once, what it loads, the cache policies, and how often it tries again.
public struct CrawlSettings: Sendable, Hashable {
    /// The loads in flight at once unless told otherwise, for a server elsewhere: polite to a public API.
    public static let defaultConcurrency = 4
    /// The loads in flight at once unless told otherwise, for a server on this machine (3.5 times faster than 4).
    public static let loopbackConcurrency = 16

    /// The default concurrency for the server at `baseURL`: `loopbackConcurrency` for a loopback address.
    public static func defaultConcurrency(for baseURL: URL) -> Int {
        baseURL.isLoopback ? loopbackConcurrency : defaultConcurrency
    }
    /// The concurrency a crawl accepts.
    public static let concurrencyRange = 1...64

    /// The most loads in flight at once (at least 1).
    public var concurrency: Int
    /// Whether the items' images are fetched too.
    public var includesImages: Bool
    /// Whether each list's `CrawlIndex` is stored, so the features' details are answered from the crawled pages.
    public var includesDetails: Bool
    /// The policy list pages are cached under; the features must read pages with the same freshness.
    public var pagePolicy: CachePolicy
    /// The policy images are cached under; the features must read images with the same freshness.
    public var imagePolicy: CachePolicy
    /// The most attempts per page or image, the first included, when a body arrives invalid or the connection fails.
    public var maxAttempts: Int
    /// The most rounds, the first included; each goes back for the loads that failed in a way a later try can help.
    public var maxRounds: Int
    /// The wait before the second round, doubled before each further one.
    public var roundPause: Duration
    /// The loads in a row that may time out, with no answer between them, before the crawl stops.
    public var timedOutLoadsBeforeStopping: Int
    /// Whether nothing stored before the crawl counts as fresh (`--refresh`): every page and image is asked about
    /// again, a 304 while it is unchanged.
    public var revalidatesEverything: Bool

    /// Creates settings; the policies never answer with stale data, so that a failed load is reported, not hidden.
    public init(
        concurrency: Int = Self.defaultConcurrency,
        includesImages: Bool = false,
        includesDetails: Bool = true,
        pagePolicy: CachePolicy = .standard,
        imagePolicy: CachePolicy = .longLived,
        maxAttempts: Int = 4,
        maxRounds: Int = 5,
        roundPause: Duration = .seconds(1),
        timedOutLoadsBeforeStopping: Int = 3,
        revalidatesEverything: Bool = false
    ) {
        self.concurrency = max(1, concurrency)
        self.includesImages = includesImages
        self.includesDetails = includesDetails
        self.pagePolicy = pagePolicy
        self.pagePolicy.allowsStaleOnError = false
        self.imagePolicy = imagePolicy
        self.imagePolicy.allowsStaleOnError = false
        self.maxAttempts = max(1, maxAttempts)
        self.maxRounds = max(1, maxRounds)
        self.roundPause = max(.zero, roundPause)
        self.timedOutLoadsBeforeStopping = max(1, timedOutLoadsBeforeStopping)
        self.revalidatesEverything = revalidatesEverything
    }

    /// The wait before round `round` (2 for the first round that goes back).
    public func pause(beforeRound round: Int) -> Duration {
        roundPause * (1 << min(max(round - 2, 0), 16))
    }
}
