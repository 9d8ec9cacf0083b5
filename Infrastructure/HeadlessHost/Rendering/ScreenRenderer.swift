import SharedPresentation

/// Renders everything the App prints (screens, action results, failures, summaries, help, the version, the
/// reports of crawl, cache and serve) as text or as JSON; `OutputPrinter` writes what it renders.
public protocol ScreenRenderer: Sendable {
    /// The snapshot as text, without a trailing newline, for the screen `context` describes.
    func render(_ snapshot: ScreenSnapshot, in context: RenderContext) -> String

    /// What a feature's action did, as text, without a trailing newline.
    func render(_ result: ActionResult, in context: RenderContext) -> String

    /// A failure for standard output, without a trailing newline; nil when it goes to standard error alone (text).
    func render(_ error: ErrorReport, in context: RenderContext) -> String?

    /// The line a script ends with: its screens, checks and duration.
    func render(_ summary: ScriptSummary, in context: RenderContext) -> String

    /// A help text (`--help`, the shell's `help`), as printed on standard output.
    func render(help text: String, in context: RenderContext) -> String

    /// The program's name and version (`--version`), as printed on standard output.
    func render(version: String, of program: String, in context: RenderContext) -> String

    /// What a command that shows no screen found (crawl, cache, serve), without a trailing newline.
    func render(_ report: any CommandReport, in context: RenderContext) -> String

    /// The line printed before the screen a script step leads to (such as "» next"); nil prints none.
    func renderHeading(for scriptText: String) -> String?

    /// The line that separates two screens the shell prints one after another; nil prints none.
    var screenSeparator: String? { get }
}

extension ScreenRenderer {
    /// The snapshot as text, with no command known and commands accepted.
    public func render(_ snapshot: ScreenSnapshot) -> String {
        render(snapshot, in: RenderContext())
    }
}
