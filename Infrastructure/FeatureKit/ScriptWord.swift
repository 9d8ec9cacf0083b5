/// A verb a feature's screens add to scripts: `NAME ID` is `ScreenCommand.action(name:id:)` on the top screen.
public struct ScriptWord: Sendable, Hashable {
    /// The verb, such as "image".
    public var name: String
    /// One line for `--help`, such as "load the image of the character with this id".
    public var summary: String

    /// Creates a script word.
    public init(_ name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}
