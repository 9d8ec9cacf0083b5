import Foundation
import Locking

/// An in-process cache with strict least-recently-used eviction under count and byte limits, and per-entry expiry.
///
/// Every operation is O(1) under one lock. (Not `NSCache`: on Linux it is not LRU and inserts in O(n).)
public final class MemoryCache: ByteStore {
    private struct State {
        var entries = RecencyList<CacheEntry>()
        var byteCount = 0

        @discardableResult
        mutating func remove(_ key: String) -> CacheEntry? {
            guard let old = entries.removeValue(forKey: key) else { return nil }
            byteCount -= old.data.count
            return old
        }
    }

    /// The most entries kept; storing one more evicts the least recently used.
    public let countLimit: Int
    /// The most payload bytes kept; storing past it evicts the least recently used entries.
    public let byteLimit: Int
    private let now: @Sendable () -> Date
    private let state = Locked(State())

    /// Creates an empty cache with the given limits; `now` tells the time for storing and expiry.
    public init(
        countLimit: Int = 1_000,
        byteLimit: Int = 32 * 1024 * 1024,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.countLimit = max(0, countLimit)
        self.byteLimit = max(0, byteLimit)
        self.now = now
    }

    /// The entry stored under `key`, which becomes the most recently used; nil when absent or expired.
    public func entry(forKey key: String) -> CacheEntry? {
        let date = now()
        return state.withLock { state -> CacheEntry? in
            guard let stored = state.entries.touch(key) else { return nil }
            if stored.expiresAt.isExpired(at: date) {
                state.remove(key)
                return nil
            }
            return stored
        }
    }

    /// Stores `data` under `key` as the most recently used; bytes larger than `byteLimit` remove `key` instead.
    public func store(
        _ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching = .unspecified
    ) {
        insert(
            CacheEntry(data: data, storedAt: now(), expiresAt: expiresAt, tier: .memory, caching: caching), forKey: key)
    }

    /// Stores `entry` under `key`, keeping its `storedAt`; a two-tier cache uses it to promote disk hits.
    public func insert(_ entry: CacheEntry, forKey key: String) {
        var stored = entry
        stored.tier = .memory
        let countLimit = countLimit
        let byteLimit = byteLimit
        // Evicted bytes are released after the lock, so deallocation never lengthens the critical section.
        let evicted = state.withLock { state -> [CacheEntry] in
            var evicted: [CacheEntry] = []
            guard stored.data.count <= byteLimit, countLimit > 0 else {
                if let old = state.remove(key) { evicted.append(old) }
                return evicted
            }
            if let old = state.entries.set(stored, forKey: key) {
                state.byteCount -= old.data.count
                evicted.append(old)
            }
            state.byteCount += stored.data.count
            while state.entries.count > countLimit || state.byteCount > byteLimit,
                let (_, oldest) = state.entries.removeOldest()
            {
                state.byteCount -= oldest.data.count
                evicted.append(oldest)
            }
            return evicted
        }
        withExtendedLifetime(evicted) {}
    }

    /// Removes the entry stored under `key`, if any.
    public func removeEntry(forKey key: String) {
        let removed = state.withLock { $0.remove(key) }
        withExtendedLifetime(removed) {}
    }

    /// Removes every entry.
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.byteCount = 0
        }
    }

    /// The number of entries held and their payload bytes.
    public func statistics() -> CacheStatistics {
        state.withLock { CacheStatistics(entryCount: $0.entries.count, byteCount: $0.byteCount) }
    }

    /// The keys from the most to the least recently used: the order in which entries would survive eviction.
    public func keysByRecency() -> [String] {
        state.withLock { $0.entries.keysFromNewest }
    }
}
