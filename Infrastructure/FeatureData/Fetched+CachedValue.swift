import FeatureDomain
import Storage

extension Fetched {
    /// The value a `CachedFetcher` loaded, stale (with when it was saved) when it stands in for the network.
    init(_ cached: CachedValue<Value>) {
        self.init(value: cached.value, freshness: cached.isStale ? .stale(savedAt: cached.storedAt) : .fresh)
    }
}
