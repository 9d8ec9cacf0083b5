/// Why a screen refused a command; `message` is one user-facing sentence.
public enum ScreenCommandError: Error, Hashable, Sendable {
    /// The screen has no such command (e.g. `next` on a detail).
    case unsupported(command: String, screen: String)
    /// The command exists but cannot run now (e.g. `next` on the last page, or while loading).
    case unavailable(command: String, reason: String)
    /// The command's argument is not acceptable (e.g. a too-short search, an unknown filter key).
    case invalidArgument(String)
    /// The id is not on this screen.
    case notOnScreen(id: Int)
    /// The id is not on this page of a list; `route` (such as `character 1`) shows it.
    case notOnPage(id: Int, route: String)

    /// A one-line, user-facing description.
    public var message: String {
        switch self {
        case .unsupported(let command, let screen): "'\(command)' is not available on \(screen)"
        case .unavailable(let command, let reason): "'\(command)' is not available: \(reason)"
        case .invalidArgument(let message): message
        case .notOnScreen(let id): "\(id) is not on this screen"
        case .notOnPage(let id, let route): "\(id) is not on this page; type '\(route)' to show it"
        }
    }
}
