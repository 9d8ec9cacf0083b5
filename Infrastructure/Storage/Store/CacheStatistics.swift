/// How many entries a cache holds and how many bytes they take.
public struct CacheStatistics: Sendable, Hashable {
    /// The number of entries.
    public var entryCount: Int
    /// The bytes the entries take (for a disk cache, the size of its entry files).
    public var byteCount: Int

    /// Creates statistics from an entry count and a byte count.
    public init(entryCount: Int, byteCount: Int) {
        self.entryCount = entryCount
        self.byteCount = byteCount
    }
}
