import Foundation

/// Thin wrappers over the POSIX calls the disk cache makes, retrying on `EINTR` and throwing `SystemCallError`.
///
/// POSIX directly (not `FileManager`) because a disk hit must cost about as much as reading the file raw.
enum FileSystemCalls {
    struct FileStatus: Equatable {
        var kind: FileKind
        var size: Int
        var modifiedAt: Double
        var device: UInt64
        var inode: UInt64
        /// The permission bits (`0o644`).
        var permissions: mode_t

        init(_ info: stat) {
            #if canImport(Darwin)
                let modified = info.st_mtimespec
            #else
                let modified = info.st_mtim
            #endif
            kind = FileKind(mode: info.st_mode)
            size = Int(info.st_size)
            modifiedAt = Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            permissions = info.st_mode & 0o7777
        }

        func isSameFile(as other: FileStatus) -> Bool {
            device == other.device && inode == other.inode
        }
    }

    // A symbolic link is refused (`ELOOP`) instead of followed out of the cache; a FIFO opens without a wait.
    static let entryOpenFlags = O_NOFOLLOW | O_NONBLOCK

    static func openFile(_ path: String, flags: Int32, permissions: mode_t = 0) throws(SystemCallError) -> Int32 {
        while true {
            let descriptor = path.withCString { open($0, flags | O_CLOEXEC, permissions) }
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { throw SystemCallError(call: "open") }
        }
    }

    static func closeFile(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    static func status(of descriptor: Int32) throws(SystemCallError) -> FileStatus {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemCallError(call: "fstat") }
        return FileStatus(info)
    }

    /// The status of the file at `path`, or nil when there is none; a symbolic link is followed only if asked.
    static func status(atPath path: String, followingLinks: Bool = false) throws(SystemCallError) -> FileStatus? {
        var info = stat()
        guard path.withCString({ followingLinks ? stat($0, &info) : lstat($0, &info) }) == 0 else {
            let error = SystemCallError(call: followingLinks ? "stat" : "lstat")
            if error.isMissingFile { return nil }
            throw error
        }
        return FileStatus(info)
    }

    static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int
    ) throws(SystemCallError) -> Int {
        var done = 0
        while done < count {
            let result = pread(descriptor, buffer + done, count - done, off_t(done))
            if result > 0 {
                done += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                throw SystemCallError(call: "read")
            }
        }
        return done
    }

    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) throws(SystemCallError) {
        guard let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let result = pwrite(descriptor, base + done, bytes.count - done, off_t(offset + done))
            if result >= 0 {
                done += result
            } else if errno != EINTR {
                throw SystemCallError(call: "pwrite")
            }
        }
    }

    static func renameFile(_ source: String, to destination: String) throws(SystemCallError) {
        let result = source.withCString { from in destination.withCString { to in rename(from, to) } }
        guard result == 0 else { throw SystemCallError(call: "rename") }
    }

    @discardableResult
    static func remove(_ path: String) throws(SystemCallError) -> Bool {
        guard path.withCString({ unlink($0) }) == 0 else {
            let error = SystemCallError(call: "unlink")
            if error.isMissingFile { return false }
            throw error
        }
        return true
    }

    /// Removes whatever is at `path`, a directory with everything in it; false when nothing was there.
    @discardableResult
    static func removeItem(_ path: String) throws(SystemCallError) -> Bool {
        guard let found = try status(atPath: path) else { return false }
        guard found.kind == .directory else { return try remove(path) }
        // Depth first without recursion, so a deeply nested hostile tree cannot exhaust the stack.
        var pending = [(path: path, isListed: false)]
        while let (directory, isListed) = pending.popLast() {
            if isListed {
                guard directory.withCString({ rmdir($0) }) == 0 || errno == ENOENT else {
                    throw SystemCallError(call: "rmdir")
                }
                continue
            }
            pending.append((directory, true))
            for name in try contentsOfDirectory(directory) ?? [] {
                let child = directory + "/" + name
                if try status(atPath: child)?.kind == .directory {
                    pending.append((child, false))
                } else {
                    try remove(child)
                }
            }
        }
        return true
    }

    /// Creates the directory at `path` and any missing parents; any other existing file fails with `ENOTDIR`.
    static func createDirectory(_ path: String) throws(SystemCallError) {
        if path.withCString({ mkdir($0, 0o755) }) == 0 { return }
        let error = SystemCallError(call: "mkdir")
        switch error.code {
        case EEXIST:
            guard try status(atPath: path, followingLinks: true)?.kind == .directory else {
                throw SystemCallError(call: "mkdir", code: ENOTDIR)
            }
        case ENOENT:
            let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
            guard !parent.isEmpty, parent != path else { throw error }
            try createDirectory(parent)
            if path.withCString({ mkdir($0, 0o755) }) != 0, errno != EEXIST { throw SystemCallError(call: "mkdir") }
        default:
            throw error
        }
    }

    /// The names in the directory at `path` (without "." and ".."), or nil when nothing is there.
    static func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String]? {
        guard let directory = path.withCString({ opendir($0) }) else {
            let error = SystemCallError(call: "opendir")
            if error.code == ENOENT { return nil }
            throw error
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
