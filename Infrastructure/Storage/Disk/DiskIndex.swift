import Foundation

/// What a disk cache knows about its entry files, kept in sync by its own writes, so a read of a key that was never
/// written costs a hash and a lookup, never a file access.
struct DiskIndex {
    struct Record {
        var size: Int
        /// Nil until this process reads or writes the entry; trimming then reads it from the entry's header.
        var lastAccess: Date?
        /// Changes on every write, so a trim removes a record only if nobody rewrote the entry meanwhile.
        var stamp: UInt64
    }

    private(set) var records: [EntryDigest: Record] = [:]
    private(set) var byteCount = 0
    private(set) var isLoaded = false
    var isTrimming = false
    private var nextStamp: UInt64 = 0

    mutating func load(sizes: [EntryDigest: Int]) {
        var loaded: [EntryDigest: Record] = [:]
        loaded.reserveCapacity(sizes.count)
        for (digest, size) in sizes {
            nextStamp += 1
            loaded[digest] = Record(size: size, lastAccess: records[digest]?.lastAccess, stamp: nextStamp)
        }
        records = loaded
        byteCount = sizes.values.reduce(0, +)
        isLoaded = true
    }

    mutating func recordWrite(_ digest: EntryDigest, size: Int, at date: Date) {
        nextStamp += 1
        let old = records.updateValue(Record(size: size, lastAccess: date, stamp: nextStamp), forKey: digest)
        byteCount += size - (old?.size ?? 0)
    }

    mutating func recordAccess(_ digest: EntryDigest, at date: Date) {
        records[digest]?.lastAccess = date
    }

    mutating func remove(_ digest: EntryDigest) {
        if let old = records.removeValue(forKey: digest) {
            byteCount -= old.size
        }
    }

    mutating func remove(_ digest: EntryDigest, ifStamp stamp: UInt64) {
        if records[digest]?.stamp == stamp {
            remove(digest)
        }
    }

    mutating func removeAll() {
        records = [:]
        byteCount = 0
        isLoaded = true
    }
}
