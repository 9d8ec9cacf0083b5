/// How a one-shot command (`App character 1`) prints its screen.
public struct OneShotOutput: Hashable, Sendable {
    /// Whether a failure shown on the screen is repeated on standard error: not where standard output is a
    /// terminal, so the error is read once.
    public var repeatsErrors: Bool
    /// Whether long sections show every row (`--all`), not the first ones and "and N more".
    public var showsEveryRow: Bool

    /// Creates the output; by default errors are repeated and long sections cut.
    public init(repeatsErrors: Bool = true, showsEveryRow: Bool = false) {
        self.repeatsErrors = repeatsErrors
        self.showsEveryRow = showsEveryRow
    }
}
