import Foundation

extension DiskCache {
    // Runs outside the index lock (it reads headers and removes files), so one trim at a time.
    func trim() {
        let snapshot = index.withLock { index -> [(digest: EntryDigest, record: DiskIndex.Record)]? in
            guard !index.isTrimming else { return nil }
            index.isTrimming = true
            return index.records.map { ($0.key, $0.value) }
        }
        guard let snapshot else { return }
        let date = now()
        let ranked = snapshot.map { digest, record in
            (digest: digest, record: record, lastAccess: record.lastAccess ?? recordedLastAccess(of: digest, at: date))
        }
        .sorted { $0.lastAccess < $1.lastAccess }
        let target = Int(Double(sizeLimit) * Self.trimmedFraction)
        var remaining = snapshot.reduce(0) { $0 + $1.record.size }
        var removed: [(digest: EntryDigest, stamp: UInt64)] = []
        for candidate in ranked where remaining > target {
            // A file that cannot be removed is left to the next trim; losing it would only lose a cache entry.
            _ = try? FileSystemCalls.remove(filePath(for: candidate.digest))
            remaining -= candidate.record.size
            removed.append((candidate.digest, candidate.record.stamp))
        }
        index.withLock { index in
            for entry in removed {
                index.remove(entry.digest, ifStamp: entry.stamp)
            }
            index.isTrimming = false
        }
    }

    // Expired and unreadable entries, and anything but a regular file, rank as the oldest.
    private func recordedLastAccess(of digest: EntryDigest, at date: Date) -> Date {
        let path = filePath(for: digest)
        guard let descriptor = try? FileSystemCalls.openFile(path, flags: O_RDONLY | FileSystemCalls.entryOpenFlags)
        else {
            return .distantPast
        }
        defer { FileSystemCalls.closeFile(descriptor) }
        guard (try? FileSystemCalls.status(of: descriptor))?.kind == .regularFile else { return .distantPast }
        return withUnsafeTemporaryAllocation(byteCount: EntryFileFormat.headerSize, alignment: 8) { buffer in
            guard let base = buffer.baseAddress,
                let count = try? FileSystemCalls.read(descriptor, into: base, count: buffer.count),
                let header = try? EntryFileFormat.header(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            else { return .distantPast }
            if header.expiresAt.isExpired(at: date) {
                return .distantPast
            }
            return header.lastAccess
        }
    }
}
