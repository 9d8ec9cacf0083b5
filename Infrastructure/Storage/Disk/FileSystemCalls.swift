#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX calls the disk cache makes, retrying on `EINTR` and throwing `SystemCallError`.
///
/// POSIX directly (not `FileManager`) because a disk hit must cost about as much as reading the file raw.
enum FileSystemCalls {
    /// The flags every entry file is opened with on top of its access mode: a symbolic link is refused (`ELOOP`)
    /// instead of followed out of the cache, and a FIFO opens without waiting for a writer.
    static let entryOpenFlags = O_NOFOLLOW | O_NONBLOCK

    static func open(_ path: String, flags: Int32, permissions: mode_t = 0) throws(SystemCallError) -> Int32 {
        while true {
            let descriptor = path.withCString { systemOpen($0, flags | O_CLOEXEC, permissions) }
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { throw SystemCallError(call: "open") }
        }
    }

    static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    static func status(of descriptor: Int32) throws(SystemCallError) -> FileStatus {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemCallError(call: "fstat") }
        return FileStatus(info)
    }

    /// The status of the file at `path` (following a symbolic link), or nil when there is none.
    static func status(atPath path: String) throws(SystemCallError) -> FileStatus? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else {
            let error = SystemCallError(call: "stat")
            if error.isMissingFile { return nil }
            throw error
        }
        return FileStatus(info)
    }

    /// The status of the directory entry at `path` itself (a symbolic link is not followed), or nil when there is
    /// none.
    static func linkStatus(atPath path: String) throws(SystemCallError) -> FileStatus? {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0 else {
            let error = SystemCallError(call: "lstat")
            if error.isMissingFile { return nil }
            throw error
        }
        return FileStatus(info)
    }

    /// Reads up to `count` bytes at `offset`; fewer only at the end of the file.
    static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int, offset: Int = 0
    ) throws(SystemCallError) -> Int {
        var done = 0
        while done < count {
            let result = pread(descriptor, buffer + done, count - done, off_t(offset + done))
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

    /// Writes all of `first` then all of `second` at the file's current position.
    static func write(
        _ descriptor: Int32, _ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer
    ) throws(SystemCallError) {
        var pieces = [first, second].filter { $0.count > 0 }
        while !pieces.isEmpty {
            var vectors = pieces.map {
                iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count)
            }
            let result = writev(descriptor, &vectors, Int32(vectors.count))
            if result < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(call: "write")
            }
            var written = result
            while let piece = pieces.first, written >= piece.count {
                written -= piece.count
                pieces.removeFirst()
            }
            if written > 0, let piece = pieces.first {
                pieces[0] = UnsafeRawBufferPointer(rebasing: piece[written...])
            }
        }
    }

    /// Writes `bytes` at `offset` without moving the file position.
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

    static func rename(_ source: String, to destination: String) throws(SystemCallError) {
        let result = source.withCString { from in destination.withCString { to in systemRename(from, to) } }
        guard result == 0 else { throw SystemCallError(call: "rename") }
    }

    /// Removes the file at `path`; returns false when there was none.
    @discardableResult
    static func remove(_ path: String) throws(SystemCallError) -> Bool {
        guard path.withCString({ unlink($0) }) == 0 else {
            let error = SystemCallError(call: "unlink")
            if error.isMissingFile { return false }
            throw error
        }
        return true
    }

    /// Creates the directory at `path` and any missing parents; an existing directory is fine, any other existing
    /// file fails with `ENOTDIR`.
    static func createDirectory(_ path: String) throws(SystemCallError) {
        if path.withCString({ mkdir($0, 0o755) }) == 0 { return }
        let error = SystemCallError(call: "mkdir")
        switch error.code {
        case EEXIST:
            guard try status(atPath: path)?.kind == .directory else {
                throw SystemCallError(code: ENOTDIR, call: "mkdir")
            }
            return
        case ENOENT:
            let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
            guard !parent.isEmpty, parent != path else { throw error }
            try createDirectory(parent)
            if path.withCString({ mkdir($0, 0o755) }) != 0, errno != EEXIST { throw SystemCallError(call: "mkdir") }
        default:
            throw error
        }
    }

    /// The names in the directory at `path` (without "." and ".."), or nil when nothing is there; a file that is not
    /// a directory fails with `ENOTDIR`.
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

// The Swift names `open`, `close` and `rename` above shadow the C functions inside the enum.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ permissions: mode_t) -> Int32 {
    open(path, flags, permissions)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func systemRename(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 {
    rename(source, destination)
}
