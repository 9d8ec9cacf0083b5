import Foundation

/// Loads bytes for a key under a `CachePolicy`: fresh cache, else the network, else stale cache or offline data.
public struct CachedFetcher: Sendable {
    private let store: any ByteStore
    private let offline: (any OfflineSource)?
    private let now: @Sendable () -> Date
    private let worksOffline: Bool

    /// Creates a fetcher over `store`; `offline` answers what neither the network nor the cache could.
    ///
    /// `worksOffline` says the network may not be asked (`--offline`): every answer then stands in for the server,
    /// marked stale however young, so that a screen says it shows saved data.
    public init(
        store: any ByteStore, offline: (any OfflineSource)? = nil, worksOffline: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.offline = offline
        self.worksOffline = worksOffline
        self.now = now
    }

    /// Loads the bytes for `key` (a full URL) following `policy`.
    public func load(
        key: String,
        policy: CachePolicy,
        fetch: @Sendable () async throws -> Data
    ) async throws -> CachedData {
        let loaded = try await load(key: key, policy: policy, fetch: fetch, decode: { $0 })
        return CachedData(data: loaded.value, origin: loaded.origin, isStale: loaded.isStale, storedAt: loaded.storedAt)
    }

    /// Loads the value decoded from the bytes for `key` (a full URL) following `policy`.
    ///
    /// A `decode` throw counts as a network failure (never cached; saved bytes that fail it count as missing), and
    /// is fetched `invalidBodyRefetches` more times: an answer spoiled on the way is rarely spoiled twice.
    public func load<Value: Sendable>(
        key: String,
        policy: CachePolicy,
        invalidBodyRefetches: Int = 1,
        fetch: @Sendable () async throws -> Data,
        decode: (Data) throws -> Value
    ) async throws -> CachedValue<Value> {
        let cached = policy.mode == .refresh ? nil : try cachedEntry(key, rethrowing: policy.mode == .cacheOnly)
        if policy.mode == .cacheOnly {
            guard let cached else { throw StorageError.notCached(key: key) }
            // Offline, saved data stands in for a server that may not be asked, however young it is.
            return CachedValue(try decode(cached.data), cached, isStale: true)
        }
        if let cached, isFresh(cached, policy), let value = try? decode(cached.data) {
            return CachedValue(value, cached, isStale: worksOffline)
        }
        do {
            let (data, value) = try await fetchValid(decode: decode, refetches: invalidBodyRefetches, fetch: fetch)
            let date = now()
            // The fetch succeeded: a full disk or an unwritable directory must not turn it into a failure.
            try? store.store(data, forKey: key, expiresAt: policy.expiry(storingAt: date))
            return CachedValue(value: value, origin: .network, isStale: false, storedAt: date)
        } catch {
            guard !(error is CancellationError), !Task.isCancelled, policy.allowsStaleOnError else { throw error }
            if let fallback = try? cached ?? cachedEntry(key, rethrowing: false),
                let value = try? decode(fallback.data)
            {
                // Shown because the network failed, so marked stale even when young: a `refresh` that could not
                // reach the server must not look like one that did.
                return CachedValue(value, fallback, isStale: true)
            }
            guard let answer = try offline?.answer(forKey: key, after: error) else { throw error }
            return CachedValue(
                value: try decode(answer.data), origin: answer.origin, isStale: answer.isStale,
                storedAt: answer.storedAt)
        }
    }

    /// The bytes stored for `key`, fresh or not; nil when none are (or the cache cannot be read).
    public func cached(key: String) -> Data? {
        (try? store.entry(forKey: key))?.data
    }

    /// Forgets what is stored for `key`, so the next load asks the server (an answer refused after it was stored).
    public func discard(key: String) {
        try? store.removeEntry(forKey: key)
    }

    private func isFresh(_ entry: CacheEntry, _ policy: CachePolicy) -> Bool {
        policy.isFresh(storedAt: entry.storedAt, at: now())
    }

    private func fetchValid<Value>(
        decode: (Data) throws -> Value, refetches: Int, fetch: @Sendable () async throws -> Data
    ) async throws -> (Data, Value) {
        var refetched = 0
        while true {
            let data = try await fetch()
            do {
                return (data, try decode(data))
            } catch  where refetched < refetches && !Task.isCancelled {
                refetched += 1
            }
        }
    }

    // A cache that cannot be read is treated as empty, except offline, where it is all there is.
    private func cachedEntry(_ key: String, rethrowing: Bool) throws(StorageError) -> CacheEntry? {
        do {
            return try store.entry(forKey: key)
        } catch {
            if rethrowing { throw error }
            return nil
        }
    }
}

extension CachedValue {
    fileprivate init(_ value: Value, _ entry: CacheEntry, isStale: Bool) {
        self.init(value: value, origin: DataOrigin(entry.tier), isStale: isStale, storedAt: entry.storedAt)
    }
}
