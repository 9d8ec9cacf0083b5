import SharedPresentation

/// What a script did, printed when it ends: the screens it showed, the checks that passed and how long it took.
public struct ScriptSummary: Hashable, Sendable, Encodable {
    /// The screens printed.
    public var screens: Int
    /// The `expect` and `expect-not` lines that passed.
    public var checks: Int
    /// How long the script ran, in whole milliseconds.
    public var milliseconds: Int

    /// `12 screens, 40 checks passed in 3.2 s`.
    public var text: String {
        let seconds = DecimalText.oneDecimal(Double(milliseconds) / 1_000)
        return "\(screens) \(screens == 1 ? "screen" : "screens"), \(checks) \(checks == 1 ? "check" : "checks") "
            + "passed in \(seconds) s"
    }
}
