/// Why a demo could not be loaded; `message` is one user-facing line.
public enum DemoCatalogError: Error, Hashable, Sendable {
    /// No bundled demo has this name; `available` lists the ones that exist.
    case unknownDemo(String, available: [String])
    /// The script file could not be read.
    case unreadableFile(path: String, reason: String)
    /// The folder of bundled demos could not be listed.
    case unreadableCatalog(path: String, reason: String)

    /// A one-line, user-facing description.
    public var message: String {
        switch self {
        case .unknownDemo(let name, let available):
            "unknown demo '\(name)'; available: \(available.joined(separator: ", ")) (or give a script file path)"
        case .unreadableFile(let path, let reason): "cannot read script file '\(path)': \(reason)"
        case .unreadableCatalog(let path, let reason): "cannot list the bundled demos in '\(path)': \(reason)"
        }
    }
}
