import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiskCache {
    /// How old a temporary file must be before `verify()` treats it as left over by an interrupted write.
    static let temporaryFileGracePeriod: TimeInterval = 60

    /// The number of entry files and their total size, from a fresh listing (which also refreshes the index).
    public func statistics() throws(StorageError) -> CacheStatistics {
        let sizes = try scanEntryFiles()
        return index.withLock { index in
            index.load(sizes: sizes)
            return CacheStatistics(entryCount: index.records.count, byteCount: index.byteCount)
        }
    }

    /// Checks every entry file's size, checksum and name; removes damaged and expired ones and lists what it removed.
    ///
    /// Also removes temporary files left by writes interrupted more than a minute ago. Files whose names are not an
    /// entry's are not the cache's and are left alone.
    public func verify() throws(StorageError) -> CacheVerificationReport {
        let names = try directoryListing()
        let date = now()
        var report = CacheVerificationReport(intactCount: 0, expiredCount: 0, removedFiles: [])
        var sizes: [EntryDigest: Int] = [:]
        for name in names {
            let path = directoryPath + "/" + name
            if TemporaryFileName.matches(name) {
                // The kernel stamps files with real time, so their age is measured against real time too.
                if let status = try? FileSystemCalls.status(atPath: path),
                    Date().timeIntervalSince1970 - status.modifiedAt > Self.temporaryFileGracePeriod
                {
                    try remove(path)
                    report.removedFiles.append(.init(name: name, problem: "leftover of an interrupted write"))
                }
                continue
            }
            guard let digest = EntryDigest(fileName: name) else { continue }
            switch inspectEntryFile(path, digest: digest, at: date) {
            case .intact(let size):
                sizes[digest] = size
                report.intactCount += 1
            case .expired:
                try remove(path)
                report.expiredCount += 1
            case .damaged(let problem):
                try remove(path)
                report.removedFiles.append(.init(name: name, problem: problem))
            case .missing:
                continue
            }
        }
        index.withLock { $0.load(sizes: sizes) }
        return report
    }

    /// Removes every entry file and temporary file; other files in the directory are left alone.
    public func removeAll() throws(StorageError) {
        let names = try directoryListing()
        var firstFailure: StorageError?
        for name in names where EntryDigest(fileName: name) != nil || TemporaryFileName.matches(name) {
            do {
                try remove(directoryPath + "/" + name)
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        index.withLock { $0.removeAll() }
        if let firstFailure {
            throw firstFailure
        }
    }

    /// The sizes of the entry files in the directory; empty when the directory does not exist.
    func scanEntryFiles() throws(StorageError) -> [EntryDigest: Int] {
        var sizes: [EntryDigest: Int] = [:]
        for name in try directoryListing() {
            guard let digest = EntryDigest(fileName: name),
                let status = try? FileSystemCalls.status(atPath: directoryPath + "/" + name)
            else { continue }
            sizes[digest] = status.size
        }
        return sizes
    }

    private func directoryListing() throws(StorageError) -> [String] {
        do {
            return try FileSystemCalls.contentsOfDirectory(directoryPath) ?? []
        } catch {
            throw .directoryUnavailable(path: directoryPath, reason: error.reason)
        }
    }

    private func remove(_ path: String) throws(StorageError) {
        do {
            try FileSystemCalls.remove(path)
        } catch {
            throw .removeFailed(path: path, reason: error.reason)
        }
    }
}
