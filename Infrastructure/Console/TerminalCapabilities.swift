/// What the terminal the App writes to can show: colour only on a TTY, never with `NO_COLOR` or `TERM=dumb`.
public struct TerminalCapabilities: Hashable, Sendable {
    /// Whether ANSI colour codes may be written.
    public var usesColor: Bool

    /// Creates capabilities as given.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Decides from the environment and whether the stream is a terminal (a non-empty `NO_COLOR` turns colour off).
    public init(environment: [String: String], isTerminal: Bool) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        self.init(usesColor: isTerminal && !noColor && !dumb)
    }
}
