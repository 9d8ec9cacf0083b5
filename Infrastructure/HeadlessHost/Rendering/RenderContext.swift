/// What a renderer knows beyond the snapshot: the command that produced it, and whether another command can follow.
public struct RenderContext: Hashable, Sendable {
    /// The command that produced the screen, as a script line (`characters --page 2`); nil when unknown.
    public var command: String?
    /// Whether the user can answer with a command such as `retry`; false for one-shot commands.
    public var acceptsCommands: Bool

    /// Creates a context; by default the command is unknown and commands are accepted.
    public init(command: String? = nil, acceptsCommands: Bool = true) {
        self.command = command
        self.acceptsCommands = acceptsCommands
    }
}
