/// Reads lines from a terminal with editing keys, a history and Tab completion, drawing the line as it changes.
///
/// The terminal is raw only while a line is read, and put back after it, on an error, and when a signal ends the
/// process (`RawTerminals`). Keys typed past Enter stay for the next line. When the terminal cannot be made raw, the
/// line is read as the terminal's own line discipline edits it.
@MainActor
public final class LineEditor {
    private let device: TerminalDevice
    private let maximumLineBytes: Int
    private let rawTerminals: RawTerminals
    private var decoder = KeyDecoder()
    /// The lines entered so far (and those it started with), which Up and Down walk.
    public private(set) var history: LineHistory

    /// Creates an editor on `device` with `history` behind Up, taking lines of at most `maximumLineBytes`.
    public init(device: TerminalDevice, history: LineHistory = LineHistory(), maximumLineBytes: Int) {
        self.device = device
        self.history = history
        self.maximumLineBytes = maximumLineBytes
        // Made now, well before the first line, so its signal handling is in place when a line is read.
        rawTerminals = .shared
    }

    /// Writes `text` and a line break on the terminal, between lines (the terminal is not raw then).
    public func writeLine(_ text: String) {
        device.write(text + "\n")
    }

    /// Reads one line after `prompt`, asking `assistant` for completions; nil at the end of input (Ctrl-D on an
    /// empty line, or the terminal closed).
    public func readLine(prompt: String, assistant: (any LineAssistant)? = nil) async -> String? {
        let rawMode = try? RawTerminalMode(on: device.input, terminals: rawTerminals)
        defer { rawMode?.restore() }
        var line = LineInProgress(
            state: LineEditState(history: history.entries, maximumBytes: maximumLineBytes),
            display: LineDisplay(prompt: prompt, columns: device.columns), draws: rawMode != nil,
            assistant: assistant)
        device.write(line.draws ? line.display.redraw(line.state.buffer) : prompt)
        while true {
            if line.draws {
                line.display.columns = device.columns
            }
            while let key = decoder.nextKey() {
                guard let end = line.handle(key) else { continue }
                device.write(line.output)
                if case .entered(let text) = end {
                    history.add(text)
                    assistant?.lineWasEntered(text)
                    return text
                }
                return nil
            }
            device.write(line.flushed())
            guard let chunk = await device.read() else { return nil }
            decoder.feed(chunk)
        }
    }
}
