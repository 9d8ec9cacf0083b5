import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system's share of a disk crawl, measured without the stack: creating files of given sizes the way the
/// disk cache does (a new temporary file, one write, close, rename into place), one after another.
///
/// Printed beside the crawl's disk rows so a reader can tell a slow file system from a slow stack: on an ext4 file
/// system without a journal, for instance, creating a file skips over every inode of its group freed in the last
/// few minutes, so after many deletions nearby each creation can cost half a millisecond instead of 50 µs.
enum FileCreationProbe {
    struct Failed: Error, CustomStringConvertible {
        let call: String
        let path: String
        let code: Int32
        var description: String { "the file-creation probe's \(call) of \(path) failed: errno \(code)" }
    }

    /// Creates `count` files of `size` bytes in `directory` (which must not exist yet) and returns the time taken;
    /// leaves the files for the caller to remove.
    static func measure(count: Int, size: Int, in directory: URL) throws -> Duration {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let payload = [UInt8](repeating: 0xA5, count: size)
        let start = ContinuousClock.now
        for number in 0..<count {
            let temporary = directory.appendingPathComponent(".tmp-\(number)").path
            let final = directory.appendingPathComponent("entry-\(number)").path
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw Failed(call: "open", path: temporary, code: errno) }
            let written = payload.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == size else { throw Failed(call: "write", path: temporary, code: errno) }
            guard rename(temporary, final) == 0 else { throw Failed(call: "rename", path: final, code: errno) }
        }
        return ContinuousClock.now - start
    }
}
