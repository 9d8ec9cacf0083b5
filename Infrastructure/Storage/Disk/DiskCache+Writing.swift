import Foundation

extension DiskCache {
    func writeAtomically(
        _ prefix: UnsafeRawBufferPointer, _ payload: UnsafeRawBufferPointer, to path: String
    ) throws(SystemCallError) {
        let (descriptor, temporaryPath) = try createTemporaryFile()
        defer { InFlightFiles.process.end(temporaryPath) }
        do {
            defer { FileSystemCalls.closeFile(descriptor) }
            try FileSystemCalls.write(descriptor, prefix, at: 0)
            try FileSystemCalls.write(descriptor, payload, at: prefix.count)
        } catch {
            _ = try? FileSystemCalls.remove(temporaryPath)
            throw error
        }
        do {
            try FileSystemCalls.renameFile(temporaryPath, to: path)
        } catch  where error.code == EISDIR || error.code == ENOTEMPTY || error.code == EEXIST {
            // A directory sits in the entry's place: it goes, and the entry takes its place.
            do {
                try FileSystemCalls.removeItem(path)
                try FileSystemCalls.renameFile(temporaryPath, to: path)
            } catch {
                _ = try? FileSystemCalls.remove(temporaryPath)
                throw error
            }
        } catch {
            _ = try? FileSystemCalls.remove(temporaryPath)
            // The directory was cleared or deleted after the write began: the entry is simply gone, as if removed.
            guard error.isMissingFile else { throw error }
        }
    }

    private func createTemporaryFile() throws(SystemCallError) -> (descriptor: Int32, path: String) {
        var createdDirectory = false
        while true {
            let number = Self.temporaryFileCounter.add(1, ordering: .relaxed).newValue
            let path = directoryPath + "/" + TemporaryFileName.make(processID: getpid(), number: number)
            do throws(SystemCallError) {
                let flags = O_WRONLY | O_CREAT | O_EXCL
                let descriptor = try InFlightFiles.process.create(path) { () throws(SystemCallError) in
                    try FileSystemCalls.openFile(path, flags: flags, permissions: 0o644)
                }
                // Nil: the process is ending on a signal, and writes nothing more.
                guard let descriptor else { throw SystemCallError(call: "open", code: ECANCELED) }
                return (descriptor, path)
            } catch  where error.isMissingFile && !createdDirectory {
                // The directory does not exist yet, or was deleted while running: recreate it once.
                try FileSystemCalls.createDirectory(directoryPath)
                createdDirectory = true
            } catch  where error.code == EEXIST {
                continue
            }
        }
    }
}
