import Foundation

/// Loads bytes for a key through a cache under a `CachePolicy`: fresh cache first, else the network (storing its
/// answer), else, when the network fails and the policy allows it, stale cache or the offline source's answer.
public struct CachedFetcher: Sendable {
    private let store: any ByteStore
    private let offline: (any OfflineSource)?
    private let now: @Sendable () -> Date

    /// Creates a fetcher over `store`; `offline` answers what the network could not and the cache does not hold
    /// (a crawled catalog answering any search), and `now` tells the time for freshness.
    public init(
        store: any ByteStore, offline: (any OfflineSource)? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.offline = offline
        self.now = now
    }

    /// Loads the bytes for `key` (a full URL, query included) following `policy`.
    ///
    /// - Parameters:
    ///   - validate: checks fetched bytes before they are stored or returned; a throw counts as a network failure,
    ///     so bad bytes are never cached.
    ///   - invalidBodyRefetches: how many more times bytes that fail `validate` are fetched. One by default: a
    ///     complete answer spoiled on the way (by a proxy, a faulty server) is rarely spoiled twice, and a server
    ///     that always sends bad bytes costs one request more. 0 for a caller that tries again on its own.
    ///   - fetch: loads the bytes from the network; its failures are not fetched again here (the HTTP client
    ///     retries what a retry can help).
    /// - Throws: the network's (or `validate`'s) error when no stale data or offline answer may stand in (or the
    ///   offline source's own failure, such as a 404 for a search its data matches nothing for); `CancellationError`
    ///   unchanged; `StorageError.notCached` for a cache-only miss. Failing to store fetched bytes is not an error.
    public func load(
        key: String,
        policy: CachePolicy,
        validate: (Data) throws -> Void = { _ in },
        invalidBodyRefetches: Int = 1,
        fetch: @Sendable () async throws -> Data
    ) async throws -> CachedData {
        let cached = policy.mode == .refresh ? nil : try cachedEntry(key, rethrowing: policy.mode == .cacheOnly)
        if let cached {
            let isFresh = policy.isFresh(storedAt: cached.storedAt, at: now())
            if isFresh || policy.mode == .cacheOnly {
                return CachedData(cached, isStale: !isFresh)
            }
        } else if policy.mode == .cacheOnly {
            throw StorageError.notCached(key: key)
        }
        do {
            let data = try await fetchValid(validate: validate, refetches: invalidBodyRefetches, fetch: fetch)
            let date = now()
            // The fetch succeeded: a full disk or an unwritable directory must not turn it into a failure.
            try? store.store(data, forKey: key, expiresAt: policy.expiry(storingAt: date))
            return CachedData(data: data, origin: .network, isStale: false, storedAt: date)
        } catch {
            guard !(error is CancellationError), !Task.isCancelled, policy.allowsStaleOnError else { throw error }
            if let fallback = try? cached ?? cachedEntry(key, rethrowing: false) {
                // Shown because the network failed, so marked stale even when young: a `refresh` that could not
                // reach the server must not look like one that did.
                return CachedData(fallback, isStale: true)
            }
            guard let answer = try offline?.answer(forKey: key, after: error) else { throw error }
            return answer
        }
    }

    private func fetchValid(
        validate: (Data) throws -> Void, refetches: Int, fetch: @Sendable () async throws -> Data
    ) async throws -> Data {
        var refetched = 0
        while true {
            let data = try await fetch()
            do {
                try validate(data)
                return data
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

extension CachedData {
    fileprivate init(_ entry: CacheEntry, isStale: Bool) {
        self.init(data: entry.data, origin: DataOrigin(entry.tier), isStale: isStale, storedAt: entry.storedAt)
    }
}
