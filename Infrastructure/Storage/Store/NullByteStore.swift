import Foundation

/// A store that keeps nothing, so every read misses; it backs `--no-cache`.
public struct NullByteStore: ByteStore {
    /// Creates the store.
    public init() {}

    /// Always nil: nothing is ever stored.
    public func entry(forKey key: String) -> CacheEntry? {
        nil
    }

    /// Discards the bytes.
    public func store(_ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching = .unspecified) {}

    /// Does nothing: there is nothing to remove.
    public func removeEntry(forKey key: String) {}

    /// Does nothing: there is nothing to remove.
    public func removeAll() {}
}
