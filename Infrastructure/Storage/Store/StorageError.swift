import Foundation

/// Why a cache operation failed; every message names the key or file and the problem.
public enum StorageError: Error, Sendable, Hashable {
    /// The cache directory could not be created or listed.
    case directoryUnavailable(path: String, reason: String)
    /// An entry's file could not be written.
    case writeFailed(key: String, path: String, reason: String)
    /// An entry's file exists but could not be read (a corrupt file is a miss, not this error).
    case readFailed(key: String, path: String, reason: String)
    /// A file in the cache directory could not be removed.
    case removeFailed(path: String, reason: String)
    /// A cache-only load found nothing cached.
    case notCached(key: String)
    /// The server answered 304 Not Modified to a request for `key` that named no stored bytes to confirm.
    case unrequestedNotModified(key: String)
}

extension StorageError: CustomStringConvertible, LocalizedError {
    /// A one-line message naming the key or file and the problem.
    public var description: String {
        switch self {
        case .directoryUnavailable(let path, let reason):
            "cache directory '\(path)' is unavailable: \(reason)"
        case .writeFailed(let key, let path, let reason):
            "could not write the cache entry for '\(Self.abbreviated(key))' to '\(path)': \(reason)"
        case .readFailed(let key, let path, let reason):
            "could not read the cache entry for '\(Self.abbreviated(key))' from '\(path)': \(reason)"
        case .removeFailed(let path, let reason):
            "could not remove the cache file '\(path)': \(reason)"
        case .notCached(let key):
            "nothing is cached for '\(Self.abbreviated(key))' and the policy forbids the network"
        case .unrequestedNotModified(let key):
            "the server answered '304 Not Modified' for '\(Self.abbreviated(key))', which was asked for whole"
        }
    }

    /// The same message as `description`, for `localizedDescription`.
    public var errorDescription: String? {
        description
    }

    // A key can be arbitrarily long; a message stays readable.
    private static func abbreviated(_ key: String) -> String {
        key.count <= 200 ? key : "\(key.prefix(200))… (\(key.utf8.count) bytes)"
    }
}
