import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one entry file in a single pass: open, size, read, check, and hand the payload over without copying it.
///
/// Only a regular file is read: a symbolic link is not followed (out of the cache, say), and a FIFO, a device or a
/// directory in an entry's place is reported as such without a byte read or a wait.
struct EntryFileReader {
    /// What reading an entry file found.
    enum Outcome {
        case hit(CacheEntry)
        case missing
        /// A valid entry for a different key whose digest collides: a miss, and not ours to remove.
        case otherKey
        case expired(FileSystemCalls.FileStatus)
        case defective(FileSystemCalls.FileStatus, EntryFileFormat.Defect)
        /// Something other than a regular file is in the entry's place.
        case notARegularFile(FileSystemCalls.FileStatus)
    }

    let accessTimeResolution: TimeInterval
    /// The largest file an entry may be; a larger one is damaged, and is not read.
    let maximumFileSize: Int

    func read(_ path: String, key: String, at date: Date) throws(SystemCallError) -> Outcome {
        let descriptor: Int32
        var isWritable = true
        do {
            descriptor = try FileSystemCalls.open(path, flags: O_RDWR | FileSystemCalls.entryOpenFlags)
        } catch  where error.isMissingFile {
            return .missing
        } catch  where error.code == ELOOP || error.code == EISDIR {
            return try FileSystemCalls.linkStatus(atPath: path).map(Outcome.notARegularFile) ?? .missing
        } catch  where error.code == EACCES || error.code == EROFS {
            // A read-only cache still serves reads; it just cannot record access times.
            descriptor = try FileSystemCalls.open(path, flags: O_RDONLY | FileSystemCalls.entryOpenFlags)
            isWritable = false
        }
        defer { FileSystemCalls.close(descriptor) }
        let status = try FileSystemCalls.status(of: descriptor)
        guard status.kind == .regularFile else {
            return .notARegularFile(status)
        }
        guard status.size >= EntryFileFormat.headerSize else {
            return .defective(status, .tooShort(size: status.size))
        }
        guard status.size <= maximumFileSize else {
            return .defective(status, .tooLarge(size: status.size, limit: maximumFileSize))
        }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: status.size, alignment: 16)
        var ownsBuffer = true
        defer { if ownsBuffer { buffer.deallocate() } }
        let count = try FileSystemCalls.read(descriptor, into: buffer, count: status.size)
        let file = UnsafeRawBufferPointer(start: buffer, count: count)
        let header: EntryFileFormat.Header
        do {
            header = try EntryFileFormat.checkedHeader(file)
        } catch {
            return .defective(status, error)
        }
        guard Self.file(file, holdsKey: key, length: header.keyLength) else { return .otherKey }
        if header.expiresAt.isExpired(at: date) {
            return .expired(status)
        }
        if isWritable, !(date.timeIntervalSince(header.lastAccess) < accessTimeResolution) {
            var field = EntryFileFormat.lastAccessField(date)
            // Best effort: a failure here costs eviction precision, not data.
            _ = try? withUnsafeBytes(of: &field) { field throws(SystemCallError) in
                try FileSystemCalls.write(descriptor, field, at: EntryFileFormat.lastAccessOffset)
            }
        }
        let payloadStart = EntryFileFormat.headerSize + header.keyLength
        let data: Data
        if header.payloadLength == 0 {
            data = Data()
        } else {
            ownsBuffer = false
            data = Data(
                bytesNoCopy: buffer + payloadStart,
                count: header.payloadLength,
                deallocator: .custom { payload, _ in (payload - payloadStart).deallocate() }
            )
        }
        return .hit(CacheEntry(data: data, storedAt: header.storedAt, expiresAt: header.expiresAt, tier: .disk))
    }

    private static func file(_ file: UnsafeRawBufferPointer, holdsKey key: String, length: Int) -> Bool {
        var key = key
        return key.withUTF8 { keyBytes in
            guard keyBytes.count == length else { return false }
            guard let keyBase = keyBytes.baseAddress, let fileBase = file.baseAddress else { return length == 0 }
            return memcmp(keyBase, fileBase + EntryFileFormat.headerSize, length) == 0
        }
    }
}
