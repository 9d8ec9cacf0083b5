/// One run of the App as the command line asked for it: the global options and the command.
public struct Invocation: Hashable, Sendable {
    /// The options every command shares.
    public var options = GlobalOptions()
    /// What to do.
    public var command: Command
}
