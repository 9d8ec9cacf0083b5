import Foundation

/// The tier of a cache that served an entry.
public enum CacheTier: Sendable, Hashable {
    /// The in-process memory cache.
    case memory
    /// The on-disk cache, which survives restarts.
    case disk
}

/// Bytes read from a cache, with when they were stored, when they hard-expire and which tier served them.
public struct CacheEntry: Sendable, Hashable {
    /// The cached bytes.
    public var data: Data
    /// When the bytes were stored; freshness policies measure the entry's age from here.
    public var storedAt: Date
    /// When the store forgets the entry; nil keeps it until it is evicted or removed.
    public var expiresAt: Date?
    /// The tier that served the entry.
    public var tier: CacheTier

    /// Creates an entry from its bytes, timestamps and serving tier.
    public init(data: Data, storedAt: Date, expiresAt: Date?, tier: CacheTier) {
        self.data = data
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.tier = tier
    }
}

extension Date? {
    /// Whether this hard expiry has passed at `date`; nil never expires.
    func isExpired(at date: Date) -> Bool {
        self.map { $0 <= date } ?? false
    }
}
