import Foundation

/// Loads bytes for a key under a `CachePolicy` and what the server said about them (RFC 9111): fresh cache, else the
/// server (a conditional request when validators are stored, so a 304 costs headers only), else stale cache or
/// offline data.
public struct CachedFetcher: Sendable {
    private let store: any ByteStore
    private let offline: (any OfflineSource)?
    private let now: @Sendable () -> Date
    private let worksOffline: Bool
    // With `--refresh`: nothing stored before this fetcher was made counts as fresh.
    private let confirmedSince: Date?

    /// Creates a fetcher over `store`; `offline` answers what neither the network nor the cache could.
    ///
    /// `worksOffline` says the network may not be asked (`--offline`): every answer then stands in for the server,
    /// marked stale however young, so that a screen says it shows saved data. With `revalidatingEverything`
    /// (`--refresh`), nothing stored before the fetcher was made counts as fresh, whatever its server said
    /// (`immutable` too): each key is asked about once, then kept as its answer says.
    public init(
        store: any ByteStore, offline: (any OfflineSource)? = nil, worksOffline: Bool = false,
        revalidatingEverything: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.offline = offline
        self.worksOffline = worksOffline
        self.now = now
        confirmedSince = revalidatingEverything ? now() : nil
    }

    /// Loads the bytes for `key` (a full URL) following `policy`, from bytes whose server says nothing of caching.
    public func load(
        key: String,
        policy: CachePolicy,
        fetch: @Sendable () async throws -> Data
    ) async throws -> CachedData {
        let loaded = try await load(key: key, policy: policy, fetch: fetch, decode: { $0 })
        return CachedData(
            data: loaded.value, origin: loaded.origin, isStale: loaded.isStale, storedAt: loaded.storedAt,
            isRevalidated: loaded.isRevalidated)
    }

    /// Loads the value decoded from the bytes for `key` following `policy`, from bytes whose server says nothing of
    /// caching (such as bytes derived from another answer): `fetch` is never conditional.
    public func load<Value: Sendable>(
        key: String,
        policy: CachePolicy,
        invalidBodyRefetches: Int = 1,
        fetch: @Sendable () async throws -> Data,
        decode: (Data) throws -> Value
    ) async throws -> CachedValue<Value> {
        try await load(
            key: key, policy: policy, invalidBodyRefetches: invalidBodyRefetches,
            fetchAnswer: { _ in .body(try await fetch(), .unspecified) }, decode: decode)
    }

    /// Loads the value decoded from the bytes for `key` (a full URL) following `policy` and the server's word.
    ///
    /// `fetchAnswer` asks the server, conditionally when handed validators (`If-None-Match`, `If-Modified-Since`):
    /// a 304 keeps the stored bytes, dated anew with what the 304 said. A `decode` throw counts as a network failure
    /// (never cached; saved bytes that fail it count as missing), and is fetched `invalidBodyRefetches` more times:
    /// an answer spoiled on the way is rarely spoiled twice.
    public func load<Value: Sendable>(
        key: String,
        policy: CachePolicy,
        invalidBodyRefetches: Int = 1,
        fetchAnswer: @Sendable (CacheValidators) async throws -> FetchedAnswer,
        decode: (Data) throws -> Value
    ) async throws -> CachedValue<Value> {
        let cached = try cachedEntry(key, rethrowing: policy.mode == .cacheOnly)
        if policy.mode == .cacheOnly {
            guard let cached else { throw StorageError.notCached(key: key) }
            // Offline, saved data stands in for a server that may not be asked, however young it is.
            return CachedValue(try decode(cached.data), cached, isStale: true)
        }
        if let cached, isFresh(cached, policy), let value = try? decode(cached.data) {
            return CachedValue(value, cached, isStale: worksOffline)
        }
        do {
            let exchange = ServerExchange(key: key, stored: cached, refetches: invalidBodyRefetches)
            let answer = try await exchange.answer(fetchAnswer: fetchAnswer, decode: decode)
            return keep(answer, key: key, policy: policy)
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
        if let confirmedSince, entry.storedAt < confirmedSince {
            return false
        }
        return policy.isFresh(entry, at: now())
    }

    // Stores what the server answered (a whole answer, or the stored bytes it confirmed, dated anew); `no-store`
    // removes what was kept instead. The answer was had: a full disk must not turn it into a failure.
    private func keep<Value>(
        _ answer: ServerExchange.Outcome<Value>, key: String, policy: CachePolicy
    ) -> CachedValue<Value> {
        let date = now()
        if answer.caching.isStorable {
            try? store.store(
                answer.data, forKey: key, expiresAt: policy.expiry(storingAt: date), caching: answer.caching)
        } else {
            try? store.removeEntry(forKey: key)
        }
        return CachedValue(
            value: answer.value, origin: answer.confirmed.map { DataOrigin($0.tier) } ?? .network, isStale: false,
            storedAt: date, isRevalidated: answer.confirmed != nil, caching: answer.caching)
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
        self.init(
            value: value, origin: DataOrigin(entry.tier), isStale: isStale, storedAt: entry.storedAt,
            caching: entry.caching)
    }
}
