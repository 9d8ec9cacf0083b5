/// How the App's process ends: the status a shell or CI sees.
public enum ExitCode: Int32, Hashable, Sendable {
    /// Everything ran and every expectation held.
    case success = 0
    /// A runtime failure (server down, not found, ...) or a failed `expect`.
    case failure = 1
    /// Bad input: an unknown command or option, a bad number, a script that does not parse.
    case usage = 2
}
