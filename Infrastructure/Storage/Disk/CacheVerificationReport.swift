/// What `DiskCache.verify()` found: how many entries are intact, every damaged file it removed and why, and the
/// temporary files interrupted writes left behind (removed too, but no damage: an entry is written whole or not at all).
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
    /// The corrupt, truncated, foreign or misnamed entries, and anything but a regular file in a temporary file's
    /// place, that were removed.
    public var removedFiles: [RemovedFile]
    /// The temporary files of interrupted writes (a killed or stopped process) that were removed.
    public var leftoverFiles: [RemovedFile] = []

    /// Whether every entry was intact (expired entries and leftovers of interrupted writes do not count as damage).
    public var isHealthy: Bool { removedFiles.isEmpty }
}
