import Foundation
import Storage

/// Files keys under a stable prefix, so the replica's answers are found again although its port changes.
///
/// Addresses inside a JSON answer are rewritten too, so saved data points at this run's server.
struct StableKeyByteStore: ByteStore {
    let store: any ByteStore
    let prefix: String
    let stablePrefix: String

    func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        guard var entry = try store.entry(forKey: stable(key)) else { return nil }
        entry.data = Self.replacing(stablePrefix, with: prefix, inJSON: entry.data)
        return entry
    }

    func store(_ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching) throws(StorageError) {
        let data = Self.replacing(prefix, with: stablePrefix, inJSON: data)
        try store.store(data, forKey: stable(key), expiresAt: expiresAt, caching: caching)
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

    /// `data` with every `old` replaced by `new` when it is JSON (it starts with `{` or `[`), not an image.
    static func replacing(_ old: String, with new: String, inJSON data: Data) -> Data {
        guard let first = data.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return data }
        let (old, new) = (Data(old.utf8), Data(new.utf8))
        guard !old.isEmpty, var found = data.range(of: old) else { return data }
        var result = Data()
        result.reserveCapacity(data.count)
        var start = data.startIndex
        while true {
            result.append(data[start..<found.lowerBound])
            result.append(new)
            start = found.upperBound
            guard let next = data.range(of: old, in: start..<data.endIndex) else { break }
            found = next
        }
        result.append(data[start..<data.endIndex])
        return result
    }
}
