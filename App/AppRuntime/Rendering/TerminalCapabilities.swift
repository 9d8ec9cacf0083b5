import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal the App writes to can show: colour only on a TTY, never with `NO_COLOR` or `TERM=dumb`.
public struct TerminalCapabilities: Hashable, Sendable {
    /// Whether ANSI colour codes may be written.
    public var usesColor: Bool

    /// Creates capabilities as given.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Decides from the environment and whether the stream is a terminal (`NO_COLOR` with any non-empty value
    /// turns colour off, as https://no-color.org asks).
    public init(environment: [String: String], isTerminal: Bool) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        self.init(usesColor: isTerminal && !noColor && !dumb)
    }

    /// The capabilities of this process's standard output.
    public static func standardOutput(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalCapabilities {
        TerminalCapabilities(environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// The capabilities of this process's standard error.
    public static func standardError(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalCapabilities {
        TerminalCapabilities(environment: environment, isTerminal: isatty(STDERR_FILENO) == 1)
    }
}
