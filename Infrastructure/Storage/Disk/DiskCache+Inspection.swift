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

    /// Checks an entry file without knowing its key: that it is a regular file, its size, its checksum, and that its
    /// key hashes to its name.
    ///
    /// Only a regular file is opened, and without following a link or waiting on a FIFO, in case one replaced it
    /// since `status` was taken.
    func inspectEntryFile(
        _ path: String, status: FileSystemCalls.FileStatus, digest: EntryDigest, at date: Date
    ) -> Inspection {
        guard status.kind == .regularFile else { return .damaged(Self.notARegularFile(status.kind)) }
        let descriptor: Int32
        do {
            descriptor = try FileSystemCalls.open(path, flags: O_RDONLY | FileSystemCalls.entryOpenFlags)
        } catch {
            return error.isMissingFile ? .missing : .damaged("unreadable: \(error.reason)")
        }
        defer { FileSystemCalls.close(descriptor) }
        do throws(SystemCallError) {
            let opened = try FileSystemCalls.status(of: descriptor)
            guard opened.kind == .regularFile else { return .damaged(Self.notARegularFile(opened.kind)) }
            let size = opened.size
            guard size >= EntryFileFormat.headerSize else {
                return .damaged(EntryFileFormat.Defect.tooShort(size: size).description)
            }
            guard size <= maximumFileSize else {
                return .damaged(EntryFileFormat.Defect.tooLarge(size: size, limit: maximumFileSize).description)
            }
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            defer { buffer.deallocate() }
            let count = try FileSystemCalls.read(descriptor, into: buffer, count: size)
            return inspect(UnsafeRawBufferPointer(start: buffer, count: count), digest: digest, at: date, size: size)
        } catch {
            return .damaged("unreadable: \(error.reason)")
        }
    }

    /// The problem `verify()` reports for something other than a regular file in an entry's place.
    static func notARegularFile(_ kind: FileKind) -> String {
        "\(kind), not a regular file"
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
