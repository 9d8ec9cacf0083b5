import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts things other than regular files where a cache expects its files.
enum HostileFiles {
    struct Failure: Error {
        let call: String
        let code: Int32
    }

    /// Creates a FIFO at `url` (nothing ever writes to it: opening it to read would wait forever).
    static func makeFIFO(at url: URL) throws {
        guard mkfifo(url.path, 0o644) == 0 else { throw Failure(call: "mkfifo", code: errno) }
    }

    /// Creates a symbolic link at `url` pointing to `target`.
    static func makeSymbolicLink(at url: URL, to target: URL) throws {
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    }

    /// Creates a directory at `url` holding a file and a FIFO.
    static func makeDirectory(at url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: url.appendingPathComponent("note"))
        try makeFIFO(at: url.appendingPathComponent("pipe"))
    }

    /// Whether anything (a dangling link included) is at `url`.
    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// Makes the file at `url` `size` bytes long without writing them (a sparse file: no disk space is used).
    static func grow(_ url: URL, to size: Int) throws {
        guard truncate(url.path, off_t(size)) == 0 else { throw Failure(call: "truncate", code: errno) }
    }

    /// Sets the modification time of the file at `url`.
    static func setModified(_ url: URL, to date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }
}
