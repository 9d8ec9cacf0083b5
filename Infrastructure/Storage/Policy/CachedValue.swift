import Foundation

/// A value a `CachedFetcher` decoded, with where its bytes came from, whether they are stale, and when stored.
public struct CachedValue<Value: Sendable>: Sendable {
    /// The decoded value.
    public var value: Value
    /// Where the bytes came from.
    public var origin: DataOrigin
    /// Whether the value stands in for a network answer (see `CachedData.isStale`).
    public var isStale: Bool
    /// When the bytes were fetched from the network.
    public var storedAt: Date

    /// Creates a loaded value.
    public init(value: Value, origin: DataOrigin, isStale: Bool, storedAt: Date) {
        self.value = value
        self.origin = origin
        self.isStale = isStale
        self.storedAt = storedAt
    }
}

extension CachedValue: Equatable where Value: Equatable {}
