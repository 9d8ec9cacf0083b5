import Foundation

/// A typed store that keeps `Value`s as JSON in any `ByteStore`.
public struct CodableStore<Value: Codable & Sendable>: Sendable {
    private let store: any ByteStore

    /// Creates a typed store over `store`.
    public init(store: any ByteStore) {
        self.store = store
    }

    /// The value stored under `key`, or nil when there is none; throws when the bytes are not a `Value`.
    public func value(forKey key: String) throws(StorageError) -> Value? {
        try entry(forKey: key)?.value
    }

    /// The value stored under `key` with its timestamps and serving tier, or nil when there is none.
    public func entry(forKey key: String) throws(StorageError) -> (value: Value, entry: CacheEntry)? {
        guard let entry = try store.entry(forKey: key) else { return nil }
        do {
            return (try JSONDecoder().decode(Value.self, from: entry.data), entry)
        } catch {
            throw .decodingFailed(key: key, reason: String(describing: error))
        }
    }

    /// Stores `value` as JSON under `key`; the store forgets it after `expiresAt`.
    public func store(_ value: Value, forKey key: String, expiresAt: Date? = nil) throws(StorageError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch {
            throw .encodingFailed(key: key, reason: String(describing: error))
        }
        try store.store(data, forKey: key, expiresAt: expiresAt)
    }

    /// Removes the value stored under `key`, if any.
    public func removeValue(forKey key: String) throws(StorageError) {
        try store.removeEntry(forKey: key)
    }
}
