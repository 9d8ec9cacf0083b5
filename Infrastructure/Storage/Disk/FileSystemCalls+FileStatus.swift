#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystemCalls {
    /// The kind, size, modification time and identity of a file.
    struct FileStatus: Equatable {
        var kind: FileKind
        var size: Int
        var modifiedAt: Double
        var device: UInt64
        var inode: UInt64

        /// Whether `other` describes the same file (device and inode).
        func isSameFile(as other: FileStatus) -> Bool {
            device == other.device && inode == other.inode
        }
    }
}

extension FileSystemCalls.FileStatus {
    /// The status `stat`, `lstat` or `fstat` filled in.
    init(_ info: stat) {
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        self.init(
            kind: FileKind(mode: info.st_mode),
            size: Int(info.st_size),
            modifiedAt: Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9,
            device: UInt64(info.st_dev),
            inode: UInt64(info.st_ino)
        )
    }
}
