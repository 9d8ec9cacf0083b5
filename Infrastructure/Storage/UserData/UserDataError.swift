/// Why user data could not be read or written; every message names the key, the file and the problem.
public enum UserDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data of `key` exists but could not be read.
    case unreadable(key: String, path: String, reason: String)
    /// The data of `key` could not be written or removed.
    case unwritable(key: String, path: String, reason: String)
    /// The data of `key` was read but is not what its feature keeps there.
    case malformed(key: String, reason: String)

    /// A one-line message naming the key, the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let key, let path, let reason):
            "could not read the user data '\(key)' from '\(path)': \(reason)"
        case .unwritable(let key, let path, let reason):
            "could not write the user data '\(key)' to '\(path)': \(reason)"
        case .malformed(let key, let reason):
            "the user data '\(key)' is \(reason)"
        }
    }
}
