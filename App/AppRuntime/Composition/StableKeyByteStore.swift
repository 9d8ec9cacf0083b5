import Foundation
import Storage

/// A store that files keys under a stable prefix instead of a changing one, so the embedded replica's answers
/// are found again in the next run although its port (part of every URL, so of every cache key) changes.
///
/// Keys that begin with `prefix` are stored as `stablePrefix` plus the rest; other keys pass through unchanged.
struct StableKeyByteStore: ByteStore {
    let store: any ByteStore
    let prefix: String
    let stablePrefix: String

    func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        try store.entry(forKey: stable(key))
    }

    func store(_ data: Data, forKey key: String, expiresAt: Date?) throws(StorageError) {
        try store.store(data, forKey: stable(key), expiresAt: expiresAt)
    }

    func removeEntry(forKey key: String) throws(StorageError) {
        try store.removeEntry(forKey: stable(key))
    }

    func removeAll() throws(StorageError) {
        try store.removeAll()
    }

    func stable(_ key: String) -> String {
        key.hasPrefix(prefix) ? stablePrefix + key.dropFirst(prefix.count) : key
    }
}
