/// Why user data could not be read or written; every message names the key, the file and the problem.
public enum UserDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data of `key` exists but could not be read.
    case unreadable(key: String, path: String, reason: String)
    /// The data of `key` could not be written or removed.
    case unwritable(key: String, path: String, reason: String)
    /// The data of `key`, in `path`, was read but is not what its feature keeps there.
    case malformed(key: String, path: String, reason: String)
    /// The file of `key` holds `size` bytes, more than the `limit` a user-data file may; it was not read.
    case tooLarge(key: String, path: String, size: Int, limit: Int)

    /// A one-line message naming the key, the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let key, let path, let reason):
            "could not read the user data '\(key)' from '\(path)': \(reason)"
        case .unwritable(let key, let path, let reason):
            "could not write the user data '\(key)' to '\(path)': \(reason)"
        case .malformed(let key, let path, let reason):
            "the user data '\(key)' in '\(path)' is \(reason)"
        case .tooLarge(let key, let path, let size, let limit):
            "the user data '\(key)' in '\(path)' is \(Self.megabytes(size)), over the \(Self.megabytes(limit)) a "
                + "user-data file may hold; it is left as it is"
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
