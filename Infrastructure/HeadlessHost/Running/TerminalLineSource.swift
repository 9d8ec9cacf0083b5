import LineEditing

/// Reads the shell's lines on a terminal with a `LineEditor`: editing keys, a history kept across sessions in a
/// `HistoryFile`, and Tab completion from the shell.
///
/// A history that cannot be read or written is said once; the shell goes on, keeping this session's lines.
@MainActor
public final class TerminalLineSource: LineSource {
    private let editor: LineEditor
    private let historyFile: HistoryFile?
    private var pendingNotice: String?
    private var savesHistory: Bool

    /// Creates a source editing lines on `device`, with the history kept in `historyFile` (none: this session's).
    public init(device: TerminalDevice, historyFile: HistoryFile?) {
        var history = LineHistory()
        var notice: String?
        if let historyFile {
            do {
                history = try historyFile.load()
            } catch {
                notice = "The history was not read (\(error)); this session's lines are kept, not saved."
            }
        }
        editor = LineEditor(device: device, history: history, maximumLineBytes: ScriptParser.maximumLineBytes)
        self.historyFile = historyFile
        pendingNotice = notice
        savesHistory = notice == nil
    }

    /// Whether `environment`'s `TERM` names a terminal that takes the editor's escape sequences (set, not "dumb").
    public static func supportsTerminal(_ environment: [String: String]) -> Bool {
        guard let term = environment["TERM"] else { return false }
        return !term.isEmpty && term != "dumb"
    }

    /// True: the editor draws the prompt.
    public var editsLines: Bool { true }

    /// The next line, edited without a prompt or completions.
    public func nextLine() async -> String? {
        await read(prompt: "", assistant: nil)
    }

    /// The next line, edited after `prompt` with `assistant`'s completions; nil at the end of input.
    public func nextLine(prompt: String, assistant: any LineAssistant) async -> String? {
        await read(prompt: prompt, assistant: assistant)
    }

    private func read(prompt: String, assistant: (any LineAssistant)?) async -> String? {
        if let pendingNotice {
            editor.writeLine(pendingNotice)
            self.pendingNotice = nil
        }
        guard let line = await editor.readLine(prompt: prompt, assistant: assistant) else { return nil }
        save(line)
        return line
    }

    private func save(_ line: String) {
        guard savesHistory, let historyFile else { return }
        do {
            try historyFile.record(line)
        } catch {
            savesHistory = false
            editor.writeLine("The history was not saved (\(error)); this session's lines are kept, not saved.")
        }
    }
}
