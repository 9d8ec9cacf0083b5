import Foundation

/// Where loaded data came from.
public enum DataOrigin: Sendable, Hashable {
    /// Fetched just now.
    case network
    /// Served by the memory cache.
    case memory
    /// Served by the disk cache.
    case disk

    /// The origin of data a cache tier served.
    public init(_ tier: CacheTier) {
        switch tier {
        case .memory: self = .memory
        case .disk: self = .disk
        }
    }
}

/// Data a `CachedFetcher` loaded, with where it came from, whether it is stale, and when it was stored.
public struct CachedData: Sendable, Hashable {
    /// The bytes.
    public var data: Data
    /// Where the bytes came from.
    public var origin: DataOrigin
    /// Whether the bytes stand in for a network answer: served offline, or because the network failed.
    public var isStale: Bool
    /// When the bytes were fetched from the network, or last confirmed by it (a 304).
    public var storedAt: Date
    /// Whether the server was asked just now and confirmed the stored bytes (a 304): current, not standing in.
    public var isRevalidated: Bool

    /// Creates loaded data.
    public init(data: Data, origin: DataOrigin, isStale: Bool, storedAt: Date, isRevalidated: Bool = false) {
        self.data = data
        self.origin = origin
        self.isStale = isStale
        self.storedAt = storedAt
        self.isRevalidated = isRevalidated
    }
}
