import SharedPresentation

/// One thing the App prints, as a value that `OutputPrinter` renders and writes where it goes.
public enum Output: Sendable {
    /// A screen, on standard output.
    case screen(ScreenSnapshot)
    /// A failure: its sentence on standard error and, with `--json`, an `{"error": ...}` line on standard output.
    case error(ErrorReport)
    /// The line a script ends with, on standard output.
    case summary(ScriptSummary)
    /// What a command that shows no screen found (help, version, an action, crawl, cache, serve), on standard output.
    case report(CommandReport)
    /// The line before the screen a script step leads to ("» next"), on standard output; none in JSON.
    case heading(String)
    /// What separates two screens the shell prints one after another (a blank line); none in JSON.
    case separator
    /// A line for people on standard error, in every mode.
    case notice(String)
}
