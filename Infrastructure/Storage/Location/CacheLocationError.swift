/// Why a `CacheLocation` cannot hold the disk cache; the message names the path.
public enum CacheLocationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Something other than a directory is at `path`: the cache directory itself or a folder on the way to it.
    case notADirectory(path: String, found: String)
    /// `path` could not be checked (no permission to look, say).
    case uncheckable(path: String, reason: String)

    /// A one-line message naming the path and the problem.
    public var description: String {
        switch self {
        case .notADirectory(let path, let found):
            "'\(path)' is \(found), not a directory"
        case .uncheckable(let path, let reason):
            "'\(path)' cannot be checked: \(reason)"
        }
    }
}
