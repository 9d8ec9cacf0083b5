import Foundation

/// Reads one regular entry file in a single pass and hands the payload over without copying it.
struct EntryFileReader {
    enum Outcome {
        case hit(CacheEntry)
        case missing
        /// A valid entry for another key: a digest collision on a read (not ours to remove), misnamed for `verify()`.
        case otherKey
        case expired(FileSystemCalls.FileStatus)
        case defective(FileSystemCalls.FileStatus, EntryFileFormat.Defect)
        case notARegularFile(FileSystemCalls.FileStatus)
    }

    // A read knows the key, `verify()` only the digest the file is named by.
    enum Holding {
        case key(String)
        case digest(EntryDigest)
    }

    // Nil never writes the last access (`verify()`).
    let accessTimeResolution: TimeInterval?
    let maximumFileSize: Int

    func read(_ path: String, holding expected: Holding, at date: Date) throws(SystemCallError) -> Outcome {
        let descriptor: Int32
        var isWritable = true
        do {
            descriptor = try FileSystemCalls.openFile(path, flags: O_RDWR | FileSystemCalls.entryOpenFlags)
        } catch  where error.isMissingFile {
            return .missing
        } catch  where error.code == ELOOP || error.code == EISDIR {
            return try FileSystemCalls.status(atPath: path).map(Outcome.notARegularFile) ?? .missing
        } catch  where error.code == EACCES || error.code == EROFS {
            // A read-only cache still serves reads; it just cannot record access times.
            descriptor = try FileSystemCalls.openFile(path, flags: O_RDONLY | FileSystemCalls.entryOpenFlags)
            isWritable = false
        }
        defer { FileSystemCalls.closeFile(descriptor) }
        let status = try FileSystemCalls.status(of: descriptor)
        guard status.kind == .regularFile else {
            return .notARegularFile(status)
        }
        guard status.size >= EntryFileFormat.minimumHeaderSize else {
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
        guard Self.file(file, holds: expected, at: header.keyStart, length: header.keyLength) else { return .otherKey }
        if header.expiresAt.isExpired(at: date) {
            return .expired(status)
        }
        if isWritable, let resolution = accessTimeResolution,
            !(date.timeIntervalSince(header.lastAccess) < resolution)
        {
            var field = EntryFileFormat.lastAccessField(date)
            // Best effort: a failure here costs eviction precision, not data.
            _ = try? withUnsafeBytes(of: &field) { field throws(SystemCallError) in
                try FileSystemCalls.write(descriptor, field, at: EntryFileFormat.lastAccessOffset)
            }
        }
        let caching = EntryFileFormat.caching(file, header)
        let payloadStart = header.payloadStart
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
        return .hit(
            CacheEntry(
                data: data, storedAt: header.storedAt, expiresAt: header.expiresAt, tier: .disk, caching: caching))
    }

    private static func file(
        _ file: UnsafeRawBufferPointer, holds expected: Holding, at keyStart: Int, length: Int
    ) -> Bool {
        let storedKey = UnsafeRawBufferPointer(rebasing: file[keyStart..<(keyStart + length)])
        switch expected {
        case .digest(let digest):
            return EntryDigest(keyBytes: storedKey) == digest
        case .key(var key):
            return key.withUTF8 { keyBytes in
                keyBytes.count == length && storedKey.elementsEqual(UnsafeRawBufferPointer(keyBytes))
            }
        }
    }
}
