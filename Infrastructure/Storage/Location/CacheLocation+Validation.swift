import Foundation

extension CacheLocation {
    /// Checks that the directory can hold the cache: it is a directory (a symbolic link to one is fine), or it does
    /// not exist yet and the nearest existing folder on its path is a directory.
    ///
    /// `DiskCache` refuses such a location too (its maintenance fails with `.directoryUnavailable`); this check lets a
    /// command line reject it up front, naming the path.
    public func validate() throws(CacheLocationError) {
        var candidate = directory.standardizedFileURL.path
        while true {
            let status: FileSystemCalls.FileStatus?
            do {
                status = try FileSystemCalls.status(atPath: candidate)
            } catch {
                throw .uncheckable(path: candidate, reason: error.reason)
            }
            if let status {
                guard status.kind == .directory else {
                    throw .notADirectory(path: candidate, found: status.kind.description)
                }
                return
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != candidate else { return }
            candidate = parent
        }
    }
}
