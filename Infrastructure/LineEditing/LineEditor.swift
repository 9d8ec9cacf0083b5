import Foundation

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
    private let suspend: @MainActor () -> Void
    private var decoder = KeyDecoder()
    /// The lines entered so far (and those it started with), which Up and Down walk.
    public private(set) var history: LineHistory

    /// Creates an editor on `device` with `history` behind Up, taking lines of at most `maximumLineBytes`; Ctrl-Z
    /// calls `suspend` with the terminal put back (by default the process group stops, as the terminal's own
    /// suspend key stops it, until the shell's `fg`).
    public init(
        device: TerminalDevice, history: LineHistory = LineHistory(), maximumLineBytes: Int,
        suspend: @escaping @MainActor () -> Void = LineEditor.stopProcessGroup
    ) {
        self.device = device
        self.history = history
        self.maximumLineBytes = maximumLineBytes
        self.suspend = suspend
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
        var rawMode = try? RawTerminalMode(on: device.input, terminals: rawTerminals)
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
                if end == .suspended {
                    device.write(line.flushed(redrawing: false))
                    rawMode?.restore()
                    suspend()
                    rawMode = try? RawTerminalMode(on: device.input, terminals: rawTerminals)
                    continue
                }
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

    /// Stops this process's group with SIGTSTP, as the terminal's suspend key does outside raw mode; returns when
    /// the group is continued (at once when SIGTSTP is ignored, or the group has no shell to continue it).
    public static func stopProcessGroup() {
        // The editor may run on a pooled thread that blocks SIGTSTP: a signal to the process would stop it on
        // another thread while this one went on (and made the terminal raw again before `fg`). So the process
        // ignores the group's signal, and then sends one to this thread alone, unblocked: the stop happens before
        // `pthread_kill` returns, and nothing is left pending to stop the process again once it is continued.
        let disposition = signal(SIGTSTP, SIG_IGN)
        // C function pointers are not Equatable in Swift: compared as the addresses they are.
        guard unsafeBitCast(disposition, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { return }
        kill(0, SIGTSTP)
        signal(SIGTSTP, disposition)
        var suspendSignal = sigset_t()
        sigemptyset(&suspendSignal)
        sigaddset(&suspendSignal, SIGTSTP)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &suspendSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        pthread_kill(pthread_self(), SIGTSTP)
    }
}
