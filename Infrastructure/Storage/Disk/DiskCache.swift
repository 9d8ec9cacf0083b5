import Foundation
import Locking
import Synchronization

/// A cache of one file per entry in a directory, which survives restarts, crashes and damaged files.
///
/// A process sees the entries another process writes only once it reloads its index (`statistics()`, `verify()`):
/// it never touches a file for a key it does not know.
public final class DiskCache: ByteStore {
    /// The directory holding the entry files; created when the first entry is written.
    public let directory: URL
    /// The most bytes of entry files kept before the least recently used are removed.
    public let sizeLimit: Int
    /// The largest payload an entry holds; a file larger than such an entry is damaged and never read.
    public let maximumPayloadBytes: Int
    let directoryPath: String
    let now: @Sendable () -> Date
    private let accessTimeResolution: TimeInterval
    let index = Locked(DiskIndex())

    // Trimming leaves this share of `sizeLimit`, so that it does not run again on the next write.
    static let trimmedFraction = 0.7
    static let temporaryFileCounter = Atomic<UInt64>(0)
    /// The longest key an entry holds, in UTF-8 bytes; a longer key is not kept.
    public static let maximumKeyBytes = 16 * 1024

    /// Creates a cache in `directory`, touching no file until the first access.
    ///
    /// `accessTimeResolution` is how stale a recorded last access may be before a read rewrites it: it only orders
    /// eviction, so minutes are precise enough and spare most reads a write.
    public init(
        directory: URL,
        sizeLimit: Int = 200 * 1024 * 1024,
        maximumPayloadBytes: Int = 8 * 1024 * 1024,
        accessTimeResolution: Duration = .seconds(60),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.directory = directory
        self.sizeLimit = max(0, sizeLimit)
        self.maximumPayloadBytes = max(0, maximumPayloadBytes)
        self.directoryPath = directory.standardizedFileURL.path
        self.accessTimeResolution = accessTimeResolution.timeInterval
        self.now = now
    }

    /// The entry stored under `key`, or nil when there is none, it has expired or its file is damaged.
    public func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        let digest = EntryDigest(key: key)
        guard let stamp = try loadedIndex({ $0.records[digest]?.stamp }) else { return nil }
        let path = filePath(for: digest)
        let date = now()
        let outcome: EntryFileReader.Outcome
        do {
            outcome = try reader(recordingAccess: true).read(path, holding: .key(key), at: date)
        } catch {
            throw .readFailed(key: key, path: path, reason: error.reason)
        }
        switch outcome {
        case .hit(let entry):
            index.withLock { $0.recordAccess(digest, at: date) }
            return entry
        case .missing:
            // Unless a concurrent write has just recorded a new file, the record is stale.
            index.withLock { $0.remove(digest, ifStamp: stamp) }
        case .otherKey:
            break
        case .expired(let status), .defective(let status, _), .notARegularFile(let status):
            removeFile(path, ifStill: status)
            index.withLock { $0.remove(digest, ifStamp: stamp) }
        }
        return nil
    }

    /// Stores `data` under `key` atomically, trimming past the size limit; an entry too large to keep removes `key`.
    public func store(
        _ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching
    ) throws(StorageError) {
        let digest = EntryDigest(key: key)
        let path = filePath(for: digest)
        let date = now()
        try loadedIndex { _ in }
        let written = data.withUnsafeBytes { payload -> Result<Int, SystemCallError> in
            let prefix = EntryFileFormat.prefix(
                key: key, payload: payload, storedAt: date, expiresAt: expiresAt, caching: caching)
            guard prefix.count + payload.count <= min(sizeLimit, maximumFileSize),
                payload.count <= maximumPayloadBytes
            else { return .success(0) }
            let outcome = prefix.withUnsafeBytes { prefix in
                Result { () throws(SystemCallError) in try writeAtomically(prefix, payload, to: path) }
            }
            return outcome.map { prefix.count + payload.count }
        }
        let size: Int
        do {
            size = try written.get()
        } catch {
            throw .writeFailed(key: key, path: path, reason: error.reason)
        }
        guard size > 0 else { return try removeEntry(forKey: key) }
        let needsTrimming = index.withLock { index in
            index.recordWrite(digest, size: size, at: date)
            return index.byteCount > sizeLimit && !index.isTrimming
        }
        if needsTrimming {
            trim()
        }
    }

    /// Removes the entry stored under `key`, if any.
    public func removeEntry(forKey key: String) throws(StorageError) {
        let digest = EntryDigest(key: key)
        try remove(filePath(for: digest))
        index.withLock { $0.remove(digest) }
    }

    var maximumFileSize: Int {
        EntryFileFormat.headerSize + Self.maximumKeyBytes + EntryFileFormat.maximumValidatorBytes + maximumPayloadBytes
    }

    func reader(recordingAccess: Bool) -> EntryFileReader {
        EntryFileReader(
            accessTimeResolution: recordingAccess ? accessTimeResolution : nil, maximumFileSize: maximumFileSize)
    }

    func filePath(for digest: EntryDigest) -> String {
        directoryPath + "/" + digest.fileName
    }

    // A file in the directory's place lists as empty here: reads miss, and writes fail naming their key and path.
    func loadedIndex<Result>(_ body: (inout DiskIndex) -> Result) throws(StorageError) -> Result {
        try index.withLock { index throws(StorageError) -> Result in
            if !index.isLoaded {
                index.load(sizes: try scanEntryFiles(toleratingAFile: true))
            }
            return body(&index)
        }
    }

    /// Removes what is at `path` if it is still the file `status` describes, not a newer entry renamed over it.
    func removeFile(_ path: String, ifStill status: FileSystemCalls.FileStatus) {
        guard let current = try? FileSystemCalls.status(atPath: path), current.isSameFile(as: status) else {
            return
        }
        _ = try? FileSystemCalls.removeItem(path)
    }
}
