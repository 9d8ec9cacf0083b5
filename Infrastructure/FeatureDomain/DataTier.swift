/// Where loaded bytes came from this time: the network, or one of the cache's tiers.
public enum DataTier: String, Hashable, Sendable {
    /// Fetched from the server just now.
    case network
    /// Read from the in-memory cache.
    case memory
    /// Read from the on-disk cache.
    case disk
}
