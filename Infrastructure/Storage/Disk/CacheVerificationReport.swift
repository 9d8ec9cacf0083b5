/// What `DiskCache.verify()` found: how many entries are intact, and every file it removed and why.
public struct CacheVerificationReport: Sendable, Hashable {
    /// A file that `verify()` removed.
    public struct RemovedFile: Sendable, Hashable {
        /// The file's name inside the cache directory.
        public var name: String
        /// Why it was removed, such as "checksum mismatch: the contents are corrupt".
        public var problem: String
    }

    /// The number of entries whose size, checksum and name all check out.
    public var intactCount: Int
    /// The number of entries removed because their hard expiry had passed.
    public var expiredCount: Int
    /// The corrupt, truncated, foreign or misnamed entries and leftover temporary files that were removed.
    public var removedFiles: [RemovedFile]

    /// Whether every entry was intact (expired entries do not count as damage).
    public var isHealthy: Bool { removedFiles.isEmpty }
}
