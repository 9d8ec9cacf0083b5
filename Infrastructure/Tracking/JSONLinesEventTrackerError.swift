/// Why a `JSONLinesEventTracker` could not open or append to its file; each case names the file.
public enum JSONLinesEventTrackerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could neither be opened nor created (missing directory, no permission).
    case cannotOpen(path: String, reason: String)
    /// An event could not be appended to the file.
    case cannotWrite(path: String, reason: String)

    /// A one-line description that names the file and the cause.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open the tracking file \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot append to the tracking file \(path): \(reason)"
        }
    }
}
