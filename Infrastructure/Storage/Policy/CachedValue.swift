import Foundation

/// A value a `CachedFetcher` decoded, with where its bytes came from, whether they are stale, and when stored.
public struct CachedValue<Value: Sendable>: Sendable {
    /// The decoded value.
    public var value: Value
    /// Where the bytes came from.
    public var origin: DataOrigin
    /// Whether the value stands in for a network answer (see `CachedData.isStale`).
    public var isStale: Bool
    /// When the bytes were fetched from the network, or last confirmed by it (a 304).
    public var storedAt: Date
    /// Whether the server was asked just now and confirmed the stored bytes (a 304): current, not standing in.
    public var isRevalidated: Bool
    /// What the bytes' server said about keeping them (nothing for an offline source's answer).
    public var caching: ResponseCaching

    /// Creates a loaded value.
    public init(
        value: Value, origin: DataOrigin, isStale: Bool, storedAt: Date, isRevalidated: Bool = false,
        caching: ResponseCaching = .unspecified
    ) {
        self.value = value
        self.origin = origin
        self.isStale = isStale
        self.storedAt = storedAt
        self.isRevalidated = isRevalidated
        self.caching = caching
    }
}

extension CachedValue: Equatable where Value: Equatable {}
