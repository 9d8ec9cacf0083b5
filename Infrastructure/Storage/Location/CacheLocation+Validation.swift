import Foundation

extension CacheLocation {
    /// Checks that the directory, or the nearest existing folder on its path, is a directory (or a link to one).
    public func validate() throws(CacheLocationError) {
        var candidate = directory.standardizedFileURL.path
        while true {
            let status: FileSystemCalls.FileStatus?
            do {
                status = try FileSystemCalls.status(atPath: candidate, followingLinks: true)
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
