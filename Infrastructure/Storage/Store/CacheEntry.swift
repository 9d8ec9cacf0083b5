import Foundation

/// The tier of a cache that served an entry.
public enum CacheTier: Sendable, Hashable {
    /// The in-process memory cache.
    case memory
    /// The on-disk cache, which survives restarts.
    case disk
}

/// Bytes read from a cache, with when they were stored, when they hard-expire, what their server said about keeping
/// them, and which tier served them.
public struct CacheEntry: Sendable, Hashable {
    /// The cached bytes.
    public var data: Data
    /// When the bytes were stored; freshness policies measure the entry's age from here.
    public var storedAt: Date
    /// When the store forgets the entry; nil keeps it until it is evicted or removed.
    public var expiresAt: Date?
    /// The tier that served the entry.
    public var tier: CacheTier
    /// What the server said about keeping the bytes: their validators and freshness lifetime.
    public var caching: ResponseCaching

    /// Creates an entry from its bytes, timestamps, serving tier and what its server said (by default nothing).
    public init(
        data: Data, storedAt: Date, expiresAt: Date?, tier: CacheTier, caching: ResponseCaching = .unspecified
    ) {
        self.data = data
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.tier = tier
        self.caching = caching
    }
}

extension Date? {
    /// Whether this hard expiry has passed at `date`; nil never expires.
    func isExpired(at date: Date) -> Bool {
        self.map { $0 <= date } ?? false
    }
}
