import SharedPresentation

/// One thing the App prints, as a value: `OutputPrinter` renders it with the run's renderer (text, or one JSON
/// line) and writes it where it goes.
public enum Output: Sendable {
    /// A screen, on standard output.
    case screen(ScreenSnapshot)
    /// What a feature's action did, on standard output.
    case actionResult(ActionResult)
    /// A failure: its sentence on standard error and, with `--json`, an `{"error": ...}` line on standard output.
    case error(ErrorReport)
    /// The line a script ends with, on standard output.
    case summary(ScriptSummary)
    /// A help text (`--help`, the shell's `help`), on standard output.
    case help(String)
    /// The program's name and version (`--version`), on standard output.
    case version(String, program: String)
    /// What a command that shows no screen found (crawl, cache, serve), on standard output.
    case report(any CommandReport)
    /// The line before the screen a script step leads to ("» next"), on standard output; none in JSON.
    case heading(String)
    /// What separates two screens the shell prints one after another (a blank line), on standard output; none in
    /// JSON.
    case separator
    /// A line for people on standard error, in every mode: a note, the screen an `expect` failed on, an error
    /// repeated where standard output is not read.
    case notice(String)
}
