/// A verb a feature's screens add to the script language; `NAME ID` becomes `ScreenCommand.action(name:id:)`
/// for the screen on top.
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
