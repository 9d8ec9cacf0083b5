/// A script line that does not parse: the line number and what is wrong with it.
public struct ScriptParseError: Error, Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong, in the command line's terms.
    public var problem: UsageError

    /// The one line printed on stderr, such as "line 3: unknown command 'nxt'; see 'App --help'".
    public var message: String {
        "line \(line): \(problem.message)"
    }
}
