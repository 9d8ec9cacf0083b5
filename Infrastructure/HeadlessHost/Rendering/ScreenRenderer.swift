import SharedPresentation

/// Renders everything the App prints as text or as JSON; `OutputPrinter` writes what it renders.
public protocol ScreenRenderer: Sendable {
    /// The snapshot, without a trailing newline, for the screen `context` describes.
    func render(_ snapshot: ScreenSnapshot, in context: RenderContext) -> String

    /// A failure for standard output, without a trailing newline; nil when it goes to standard error alone (text).
    func render(_ error: ErrorReport, in context: RenderContext) -> String?

    /// The line a script ends with: its screens, checks and duration.
    func render(_ summary: ScriptSummary, in context: RenderContext) -> String

    /// What a command that shows no screen found, without a trailing newline.
    func render(_ report: CommandReport, in context: RenderContext) -> String

    /// The line printed before the screen a script step leads to (such as "» next"); nil prints none.
    func renderHeading(for scriptText: String) -> String?

    /// The line that separates two screens the shell prints one after another; nil prints none.
    var screenSeparator: String? { get }
}

extension ScreenRenderer {
    /// The snapshot, with no command known and commands accepted.
    public func render(_ snapshot: ScreenSnapshot) -> String {
        render(snapshot, in: RenderContext())
    }
}
