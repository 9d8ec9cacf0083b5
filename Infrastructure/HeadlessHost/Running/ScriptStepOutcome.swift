/// How one script step went.
public enum ScriptStepOutcome: Hashable, Sendable {
    /// The step ran (its screen was printed, or its expectation held).
    case completed
    /// The step could not run: one user-facing line (no line number) and its kind (`refused`, `noScreen`, ...).
    case failed(message: String, kind: String = "refused")
    /// An `expect` or `expect-not` did not hold; `message` names the line, `screen` is the text it checked.
    case expectationFailed(message: String, screen: String)
}
