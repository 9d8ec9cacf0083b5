import Foundation

extension DiskCache {
    // A temporary file this old (by `now`) is a leftover even if its writer's process id runs: the id may be reused.
    static let temporaryFileGracePeriod: TimeInterval = 60

    /// The number of entry files and their total size, from a fresh listing (which also refreshes the index).
    public func statistics() throws(StorageError) -> CacheStatistics {
        let sizes = try scanEntryFiles()
        return index.withLock { index in
            index.load(sizes: sizes)
            return CacheStatistics(entryCount: index.records.count, byteCount: index.byteCount)
        }
    }

    /// Checks every entry file; removes damaged and expired ones and leftover temporary files, listing what it removed.
    public func verify() throws(StorageError) -> CacheVerificationReport {
        let names = try directoryListing()
        let date = now()
        var report = CacheVerificationReport(intactCount: 0, expiredCount: 0, removedFiles: [])
        var sizes: [EntryDigest: Int] = [:]
        for name in names {
            let path = directoryPath + "/" + name
            guard TemporaryFileName.matches(name) || EntryDigest(fileName: name) != nil,
                let status = try? FileSystemCalls.status(atPath: path)
            else { continue }
            guard let digest = EntryDigest(fileName: name) else {
                if let problem = leftoverProblem(name, status: status, at: date) {
                    try remove(path)
                    let file = CacheVerificationReport.RemovedFile(name: name, problem: problem)
                    if status.kind == .regularFile {
                        report.leftoverFiles.append(file)
                    } else {
                        report.removedFiles.append(file)
                    }
                }
                continue
            }
            switch inspect(path, status: status, digest: digest, at: date) {
            case .intact:
                sizes[digest] = status.size
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

    // Leftover temporary files are removed on the way, so none outlives its writer's next run: every process lists
    // the directory on its first access.
    func scanEntryFiles(toleratingAFile: Bool = false) throws(StorageError) -> [EntryDigest: Int] {
        var sizes: [EntryDigest: Int] = [:]
        let date = now()
        for name in try directoryListing(toleratingAFile: toleratingAFile) {
            if TemporaryFileName.matches(name) {
                let path = directoryPath + "/" + name
                if let status = try? FileSystemCalls.status(atPath: path),
                    leftoverProblem(name, status: status, at: date) != nil
                {
                    removeFile(path, ifStill: status)
                }
                continue
            }
            guard let digest = EntryDigest(fileName: name),
                let status = try? FileSystemCalls.status(atPath: directoryPath + "/" + name),
                status.kind == .regularFile
            else { continue }
            sizes[digest] = status.size
        }
        return sizes
    }

    /// Why the temporary file `name` is a leftover to remove; nil while a write may still own it.
    private func leftoverProblem(_ name: String, status: FileSystemCalls.FileStatus, at date: Date) -> String? {
        guard status.kind == .regularFile else { return Self.notARegularFile(status.kind) }
        if let writer = TemporaryFileName.processID(in: name), !TemporaryFileName.isRunning(writer) {
            return "leftover of an interrupted write (its writer, process \(writer), is gone)"
        }
        guard date.timeIntervalSince1970 - status.modifiedAt > Self.temporaryFileGracePeriod else { return nil }
        return "leftover of an interrupted write"
    }

    private enum Inspection {
        case intact
        case expired
        case damaged(String)
        case missing
    }

    // Only a regular file is opened, in case something else replaced it since `status` was taken.
    private func inspect(
        _ path: String, status: FileSystemCalls.FileStatus, digest: EntryDigest, at date: Date
    ) -> Inspection {
        guard status.kind == .regularFile else { return .damaged(Self.notARegularFile(status.kind)) }
        do {
            switch try reader(recordingAccess: false).read(path, holding: .digest(digest), at: date) {
            case .hit: return .intact
            case .missing: return .missing
            case .expired: return .expired
            case .otherKey: return .damaged("named for a different key than the one it holds")
            case .defective(_, let defect): return .damaged(defect.description)
            case .notARegularFile(let status): return .damaged(Self.notARegularFile(status.kind))
            }
        } catch {
            return .damaged("unreadable: \(error.reason)")
        }
    }

    private static func notARegularFile(_ kind: FileKind) -> String {
        "\(kind), not a regular file"
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

    func remove(_ path: String) throws(StorageError) {
        do {
            try FileSystemCalls.removeItem(path)
        } catch {
            throw .removeFailed(path: path, reason: error.reason)
        }
    }
}
