import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiskCache {
    /// How old a temporary file must be (by `now`, against its modification time) before it is treated as left over
    /// by an interrupted write even though a process with its writer's id is running (the id may have been reused).
    static let temporaryFileGracePeriod: TimeInterval = 60

    /// The number of entry files and their total size, from a fresh listing (which also refreshes the index).
    public func statistics() throws(StorageError) -> CacheStatistics {
        let sizes = try scanEntryFiles()
        return index.withLock { index in
            index.load(sizes: sizes)
            return CacheStatistics(entryCount: index.records.count, byteCount: index.byteCount)
        }
    }

    /// Checks every entry file's kind, size, checksum and name; removes damaged and expired ones and lists what it
    /// removed.
    ///
    /// Anything but a regular file in an entry's place (a FIFO, a device, a symbolic link, a directory) is removed
    /// without being opened or followed, and so is a file larger than any entry may be, without being read. So are
    /// temporary files left by interrupted writes: their writer's process is gone, or they are older than a minute
    /// (by `now`); each is reported, so a cache that holds one is not healthy. Files whose names are not an
    /// entry's are not the cache's and are left alone.
    public func verify() throws(StorageError) -> CacheVerificationReport {
        let names = try directoryListing()
        let date = now()
        var report = CacheVerificationReport(intactCount: 0, expiredCount: 0, removedFiles: [])
        var sizes: [EntryDigest: Int] = [:]
        for name in names {
            let path = directoryPath + "/" + name
            guard TemporaryFileName.matches(name) || EntryDigest(fileName: name) != nil,
                let status = try? FileSystemCalls.linkStatus(atPath: path)
            else { continue }
            guard let digest = EntryDigest(fileName: name) else {
                if let problem = leftoverProblem(name, status: status, at: date) {
                    try remove(path)
                    report.removedFiles.append(.init(name: name, problem: problem))
                }
                continue
            }
            switch inspectEntryFile(path, status: status, digest: digest, at: date) {
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

    /// The sizes of the entry files in the directory (regular files only); empty when the directory does not exist,
    /// and also when something else is in its place if `toleratingAFile` (else that is `.directoryUnavailable`).
    ///
    /// Temporary files left by interrupted writes (see `verify()`) are removed on the way, so none outlives its
    /// writer's next run: every process lists the directory on its first access.
    func scanEntryFiles(toleratingAFile: Bool = false) throws(StorageError) -> [EntryDigest: Int] {
        var sizes: [EntryDigest: Int] = [:]
        let date = now()
        for name in try directoryListing(toleratingAFile: toleratingAFile) {
            if TemporaryFileName.matches(name) {
                let path = directoryPath + "/" + name
                if let status = try? FileSystemCalls.linkStatus(atPath: path),
                    leftoverProblem(name, status: status, at: date) != nil
                {
                    removeFile(path, ifStill: status)
                }
                continue
            }
            guard let digest = EntryDigest(fileName: name),
                let status = try? FileSystemCalls.linkStatus(atPath: directoryPath + "/" + name),
                status.kind == .regularFile
            else { continue }
            sizes[digest] = status.size
        }
        return sizes
    }

    /// Why the temporary file `name`, described by `status`, is a leftover to remove: it is not a regular file,
    /// the process that wrote it is gone, or no write has touched it for the grace period; nil while a write may
    /// still own it.
    private func leftoverProblem(_ name: String, status: FileSystemCalls.FileStatus, at date: Date) -> String? {
        guard status.kind == .regularFile else { return Self.notARegularFile(status.kind) }
        if let writer = TemporaryFileName.processID(in: name), !Self.isRunning(writer) {
            return "leftover of an interrupted write (its writer, process \(writer), is gone)"
        }
        guard date.timeIntervalSince1970 - status.modifiedAt > Self.temporaryFileGracePeriod else { return nil }
        return "leftover of an interrupted write"
    }

    /// Whether a process with id `processID` exists (it may be another program that reused the id).
    private static func isRunning(_ processID: Int32) -> Bool {
        guard processID > 0 else { return false }
        return kill(processID, 0) == 0 || errno != ESRCH
    }

    private func directoryListing(toleratingAFile: Bool = false) throws(StorageError) -> [String] {
        do {
            return try FileSystemCalls.contentsOfDirectory(directoryPath) ?? []
        } catch  where toleratingAFile && error.code == ENOTDIR {
            return []
        } catch {
            throw .directoryUnavailable(path: directoryPath, reason: error.reason)
        }
    }

    private func remove(_ path: String) throws(StorageError) {
        do {
            try FileSystemCalls.removeItem(path)
        } catch {
            throw .removeFailed(path: path, reason: error.reason)
        }
    }
}
