import Storage

/// Where a crawled page or image came from: the network, the cache once the server confirmed it (a 304), or the
/// cache alone, fresh enough not to ask.
enum CrawlLoadSource: Sendable, Hashable {
    case network
    case confirmed
    case cache

    /// Where `loaded`'s bytes came from.
    init<Value>(_ loaded: CachedValue<Value>) {
        self = loaded.isRevalidated ? .confirmed : loaded.origin == .network ? .network : .cache
    }
}
