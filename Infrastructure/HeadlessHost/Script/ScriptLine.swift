/// One command of a script with the line it was written on, so failures can name the line.
public struct ScriptLine: Hashable, Sendable {
    /// The 1-based line number in the script.
    public var number: Int
    /// The command on that line.
    public var step: ScriptStep
}
