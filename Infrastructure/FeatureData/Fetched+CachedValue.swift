import FeatureDomain
import Storage

extension Fetched {
    /// The value a `CachedFetcher` loaded, from the network, current saved data, or saved data standing in offline.
    init(_ cached: CachedValue<Value>) {
        let source: DataSource =
            switch (cached.origin, cached.isStale) {
            case (_, true): .offline(savedAt: cached.storedAt)
            case (.network, false): .network
            default: .cache(savedAt: cached.storedAt)
            }
        self.init(value: cached.value, source: source)
    }
}
