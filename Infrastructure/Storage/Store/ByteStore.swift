import Foundation

/// A synchronous key-value store of bytes: the shape every cache tier shares.
///
/// Synchronous, so a memory hit costs well under a microsecond. `expiresAt` is a hard expiry; freshness is a separate
/// policy (`CachePolicy`), so stale bytes stay available until they hard-expire.
public protocol ByteStore: Sendable {
    /// The entry stored under `key`, or nil when there is none or it has hard-expired.
    func entry(forKey key: String) throws(StorageError) -> CacheEntry?
    /// Stores `data` under `key` with what its server said (`caching`), replacing any previous entry; the store
    /// forgets it after `expiresAt`.
    func store(_ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching) throws(StorageError)
    /// Removes the entry stored under `key`, if any.
    func removeEntry(forKey key: String) throws(StorageError)
    /// Removes every entry.
    func removeAll() throws(StorageError)
}

extension ByteStore {
    /// Stores `data` under `key`, replacing any previous entry, as bytes whose server said nothing about keeping them.
    public func store(_ data: Data, forKey key: String, expiresAt: Date?) throws(StorageError) {
        try store(data, forKey: key, expiresAt: expiresAt, caching: .unspecified)
    }
}
