import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiskCache {
    /// What `verify()` found in one entry file.
    enum Inspection: Equatable {
        case intact(size: Int)
        case expired
        case damaged(String)
        case missing
    }

    /// Checks an entry file without knowing its key: its size, its checksum, and that its key hashes to its name.
    func inspectEntryFile(_ path: String, digest: EntryDigest, at date: Date) -> Inspection {
        let descriptor: Int32
        do {
            descriptor = try FileSystemCalls.open(path, flags: O_RDONLY)
        } catch {
            return error.isMissingFile ? .missing : .damaged("unreadable: \(error.reason)")
        }
        defer { FileSystemCalls.close(descriptor) }
        do throws(SystemCallError) {
            let size = try FileSystemCalls.status(of: descriptor).size
            guard size >= EntryFileFormat.headerSize else {
                return .damaged(EntryFileFormat.Defect.tooShort(size: size).description)
            }
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            defer { buffer.deallocate() }
            let count = try FileSystemCalls.read(descriptor, into: buffer, count: size)
            return inspect(UnsafeRawBufferPointer(start: buffer, count: count), digest: digest, at: date, size: size)
        } catch {
            return .damaged("unreadable: \(error.reason)")
        }
    }

    private func inspect(_ file: UnsafeRawBufferPointer, digest: EntryDigest, at date: Date, size: Int) -> Inspection {
        let header: EntryFileFormat.Header
        do {
            header = try EntryFileFormat.checkedHeader(file)
        } catch {
            return .damaged(error.description)
        }
        let key = file[EntryFileFormat.headerSize..<(EntryFileFormat.headerSize + header.keyLength)]
        guard EntryDigest(keyBytes: UnsafeRawBufferPointer(rebasing: key)) == digest else {
            return .damaged("named for a different key than the one it holds")
        }
        if header.expiresAt.isExpired(at: date) {
            return .expired
        }
        return .intact(size: size)
    }
}
