import Foundation
import Synchronization

/// One user-data file, read and written with POSIX calls so that it is kept as found: a read is bounded, a write
/// goes through a temporary file of our own renamed over the file a symbolic link names (the link stays), with the
/// file's mode, and what killed writers left is swept before each write.
struct UserDataFile {
    /// The most a user-data file may hold; a larger one is refused unread.
    static let maximumBytes = 16 << 20
    private static let temporaryFileCounter = Atomic<UInt64>(0)
    // Links followed before a chain is called a loop, the kernel's own limit.
    private static let maximumLinks = 40

    let path: String
    let key: String

    /// The file's bytes, through a symbolic link; nil when there is no file.
    func read() throws(UserDataError) -> Data? {
        let descriptor: Int32
        do {
            descriptor = try FileSystemCalls.openFile(path, flags: O_RDONLY | O_NONBLOCK)
        } catch {
            if error.isMissingFile { return nil }
            throw unreadable(error.reason)
        }
        defer { FileSystemCalls.closeFile(descriptor) }
        let status: FileSystemCalls.FileStatus
        do {
            status = try FileSystemCalls.status(of: descriptor)
        } catch {
            throw unreadable(error.reason)
        }
        guard status.kind == .regularFile else { throw unreadable("\(status.kind), not a regular file") }
        guard status.size <= Self.maximumBytes else {
            throw .tooLarge(key: key, path: path, size: status.size, limit: Self.maximumBytes)
        }
        var bytes = [UInt8](repeating: 0, count: status.size)
        let count = try bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(SystemCallError) -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return try FileSystemCalls.read(descriptor, into: base, count: buffer.count)
            }
        }.mapError { unreadable($0.reason) }.get()
        return Data(bytes.prefix(count))
    }

    /// Replaces the file's bytes with `data` in one rename, keeping its mode; a read-only file is refused.
    func write(_ data: Data) throws(UserDataError) {
        let target = try resolvedTarget()
        let existing = try writableStatus(of: target)
        let directory = Self.parent(of: target)
        Self.sweepLeftovers(in: directory)
        let (descriptor, temporary) = try createTemporaryFile(in: directory)
        do {
            try Self.fill(descriptor, with: data, permissions: existing?.permissions)
            try FileSystemCalls.renameFile(temporary, to: target)
        } catch {
            _ = try? FileSystemCalls.remove(temporary)
            throw unwritable(error.reason, at: target)
        }
    }

    // Writes `data` to the new file `descriptor`, gives it `permissions` (past the umask), and closes it.
    private static func fill(_ descriptor: Int32, with data: Data, permissions: mode_t?) throws(SystemCallError) {
        defer { FileSystemCalls.closeFile(descriptor) }
        if let permissions, fchmod(descriptor, permissions) != 0 { throw SystemCallError(call: "fchmod") }
        try data.withUnsafeBytes { buffer in
            Result { () throws(SystemCallError) in try FileSystemCalls.write(descriptor, buffer, at: 0) }
        }.get()
        guard fsync(descriptor) == 0 else { throw SystemCallError(call: "fsync") }
    }

    /// Removes the file (the one a symbolic link names; the link stays); a read-only file is refused.
    func remove() throws(UserDataError) {
        let target = try resolvedTarget()
        guard try writableStatus(of: target) != nil else { return }
        do {
            try FileSystemCalls.remove(target)
        } catch {
            throw unwritable(error.reason, at: target)
        }
    }

    // The status of the file a write replaces (nil when there is none), refused unless it is a writable regular file.
    private func writableStatus(of target: String) throws(UserDataError) -> FileSystemCalls.FileStatus? {
        let status: FileSystemCalls.FileStatus?
        do {
            status = try FileSystemCalls.status(atPath: target)
        } catch {
            throw unwritable(error.reason, at: target)
        }
        guard let status else { return nil }
        guard status.kind == .regularFile else { throw unwritable("\(status.kind), not a regular file", at: target) }
        guard status.permissions & 0o200 != 0 else {
            let mode = "0" + String(status.permissions, radix: 8)
            throw unwritable("the file is read-only (mode \(mode)), so it is left as it is", at: target)
        }
        return status
    }

    // The file `path` names once every symbolic link on the way is followed, whether or not it exists yet.
    private func resolvedTarget() throws(UserDataError) -> String {
        var current = path
        for _ in 0..<Self.maximumLinks {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = current.withCString { readlink($0, &buffer, buffer.count - 1) }
            guard length >= 0 else {
                // Not a link (EINVAL) or nothing there yet (ENOENT): `current` is the file itself.
                if errno == EINVAL || errno == ENOENT { return current }
                throw unwritable(SystemCallError(call: "readlink").reason)
            }
            let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : Self.parent(of: current) + "/" + link
        }
        throw unwritable("more than \(Self.maximumLinks) symbolic links in a row")
    }

    private func createTemporaryFile(in directory: String) throws(UserDataError) -> (descriptor: Int32, path: String) {
        while true {
            let number = Self.temporaryFileCounter.add(1, ordering: .relaxed).newValue
            let path = directory + "/" + TemporaryFileName.make(processID: getpid(), number: number)
            do {
                return (
                    try FileSystemCalls.openFile(path, flags: O_WRONLY | O_CREAT | O_EXCL, permissions: 0o600), path
                )
            } catch  where error.code == EEXIST {
                continue
            } catch {
                throw unwritable(error.reason, at: path)
            }
        }
    }

    // The temporary files whose writer's process is gone (killed mid-write), and Foundation's own (`.dat.nosync…`,
    // from versions that wrote with `Data.write(options: .atomic)`) once a minute old.
    private static func sweepLeftovers(in directory: String) {
        let now = Date().timeIntervalSince1970
        for name in (try? FileSystemCalls.contentsOfDirectory(directory)) ?? [] {
            let path = directory + "/" + name
            if TemporaryFileName.matches(name), let writer = TemporaryFileName.processID(in: name),
                !TemporaryFileName.isRunning(writer)
            {
                _ = try? FileSystemCalls.remove(path)
            } else if name.hasPrefix(".dat.nosync"), let status = try? FileSystemCalls.status(atPath: path),
                status.kind == .regularFile, now - status.modifiedAt > 60
            {
                _ = try? FileSystemCalls.remove(path)
            }
        }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func unreadable(_ reason: String) -> UserDataError {
        .unreadable(key: key, path: path, reason: reason)
    }

    private func unwritable(_ reason: String, at file: String? = nil) -> UserDataError {
        .unwritable(key: key, path: file ?? path, reason: reason)
    }
}
