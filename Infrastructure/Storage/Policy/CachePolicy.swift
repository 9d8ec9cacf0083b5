import Foundation

/// How a load uses the cache: how long data stays fresh, which source to try, whether stale data may stand in.
public struct CachePolicy: Sendable, Hashable {
    /// Which source a load tries first.
    public enum Mode: Sendable, Hashable {
        /// Fresh cached data if there is any, else the server: asked to confirm stored data (a 304) or send it anew.
        case cacheFirst
        /// The server, asked about stored data even while it is fresh, unless the server marked it `immutable`
        /// (a reload, as RFC 8246 has it: a pull-to-refresh, a screen's `refresh`).
        case refresh
        /// The server, asked about stored data even while it is fresh, `immutable` or not (a crawl settling a list
        /// that changed while it was read).
        case revalidate
        /// Cached data only, fresh or stale, never the network (offline); a miss throws `StorageError.notCached`.
        case cacheOnly
    }

    /// How long after it was stored an entry counts as fresh when its server said nothing (`ResponseCaching`).
    public var maxAge: Duration
    /// Whether a failed network load may be answered with stale cached data, marked stale.
    public var allowsStaleOnError: Bool
    /// Which source to try.
    public var mode: Mode
    /// How long stored data is kept at all (its hard expiry); nil keeps it until it is evicted.
    public var retention: Duration?

    /// Creates a policy.
    public init(maxAge: Duration, allowsStaleOnError: Bool = true, mode: Mode = .cacheFirst, retention: Duration? = nil)
    {
        self.maxAge = maxAge
        self.allowsStaleOnError = allowsStaleOnError
        self.mode = mode
        self.retention = retention
    }

    /// Fresh for five minutes unless the server says, stale data on network errors, kept until evicted: for API pages.
    public static let standard = CachePolicy(maxAge: .seconds(300))

    /// Fresh for a week unless the server says, stale data on network errors: for images, which rarely change.
    public static let longLived = CachePolicy(maxAge: .seconds(7 * 24 * 3600))

    /// This policy with another mode, as in `.standard.with(mode: .refresh)`.
    public func with(mode: Mode) -> CachePolicy {
        var policy = self
        policy.mode = mode
        return policy
    }

    /// Whether an entry stored at `storedAt` is still fresh at `date`; a future `storedAt` (a clock set back) is not.
    public func isFresh(storedAt: Date, at date: Date) -> Bool {
        isFresh(storedAt: storedAt, lifetime: maxAge, at: date)
    }

    /// Whether `entry` may answer at `date` without asking the server: younger than the lifetime its server gave it
    /// (else `maxAge`), in `.refresh` only when its server marked it `immutable`, and never in `.revalidate`.
    public func isFresh(_ entry: CacheEntry, at date: Date) -> Bool {
        switch mode {
        case .revalidate: return false
        case .refresh where !entry.caching.isImmutable: return false
        case .cacheFirst, .refresh, .cacheOnly:
            return isFresh(storedAt: entry.storedAt, lifetime: entry.caching.lifetime ?? maxAge, at: date)
        }
    }

    private func isFresh(storedAt: Date, lifetime: Duration, at date: Date) -> Bool {
        let age = date.timeIntervalSince(storedAt)
        return age >= 0 && age < lifetime.timeInterval
    }

    /// The hard expiry to store with data stored at `date`.
    public func expiry(storingAt date: Date) -> Date? {
        retention.map { date.addingTimeInterval($0.timeInterval) }
    }
}

extension Duration {
    /// The duration in seconds.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
