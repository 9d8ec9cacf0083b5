import FeatureDomain

/// How one script step went.
public enum ScriptStepOutcome: Hashable, Sendable {
    /// The step ran (its screen was printed, or its expectation held).
    case completed
    /// The step could not run: one user-facing line (no line number), its kind (`refused`, `noScreen`, ...) and,
    /// for an action whose load failed, where the answer came from.
    case failed(message: String, kind: String = "refused", source: DataSource? = nil)
    /// An `expect` or `expect-not` did not hold; `message` names the line, `screen` is the text it checked.
    case expectationFailed(message: String, screen: String)
}
