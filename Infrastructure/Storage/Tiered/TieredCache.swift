import Foundation

/// A memory cache in front of a disk cache: reads try memory first, and a disk hit fills memory.
public final class TieredCache: ByteStore {
    /// The front tier.
    public let memory: MemoryCache
    /// The back tier, usually a `DiskCache`; nil for a memory-only cache.
    public let disk: (any ByteStore)?

    /// Creates a cache with `memory` in front of `disk`.
    public init(memory: MemoryCache, disk: (any ByteStore)?) {
        self.memory = memory
        self.disk = disk
    }

    /// The entry from memory, else from disk (then kept in memory too), else nil.
    public func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        if let entry = memory.entry(forKey: key) {
            return entry
        }
        guard let entry = try disk?.entry(forKey: key) else { return nil }
        memory.insert(entry, forKey: key)
        return entry
    }

    /// Stores `data` in both tiers; throws when the disk write fails, after memory has kept it.
    public func store(
        _ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching
    ) throws(StorageError) {
        memory.store(data, forKey: key, expiresAt: expiresAt, caching: caching)
        try disk?.store(data, forKey: key, expiresAt: expiresAt, caching: caching)
    }

    /// Removes the entry from both tiers.
    public func removeEntry(forKey key: String) throws(StorageError) {
        memory.removeEntry(forKey: key)
        try disk?.removeEntry(forKey: key)
    }

    /// Removes every entry from both tiers.
    public func removeAll() throws(StorageError) {
        memory.removeAll()
        try disk?.removeAll()
    }
}
