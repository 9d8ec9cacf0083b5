/// The line a `LineEditor` is reading: its state, and the bytes its keys have to show, gathered until written.
@MainActor
struct LineInProgress {
    var state: LineEditState
    var display: LineDisplay
    /// Whether the editor draws the line (raw mode); otherwise the terminal echoes, and only text and Enter count.
    let draws: Bool
    let assistant: (any LineAssistant)?
    /// What is still to be written.
    private(set) var output = ""
    private var needsRedraw = false

    init(state: LineEditState, display: LineDisplay, draws: Bool, assistant: (any LineAssistant)?) {
        self.state = state
        self.display = display
        self.draws = draws
        self.assistant = assistant
    }

    /// Applies `key`, gathering what it shows; returns the outcome when it ends the line (Enter, or the end of input)
    /// or stops the process (Ctrl-Z).
    mutating func handle(_ key: Key) -> LineEditState.Outcome? {
        guard draws || key == .enter || key.isText else { return nil }
        let before = state.buffer
        let outcome = state.handle(key) { [assistant] line, cursor in
            assistant?.completion(of: line, cursor: cursor) ?? .none
        }
        if state.buffer.text != before.text {
            assistant?.lineDidChange(state.buffer.text)
        }
        switch outcome {
        case .entered, .endOfInput:
            if draws, case .entered = outcome {
                output += display.redraw(state.buffer) + "\n"
            }
            return outcome
        case .suspended:
            output += display.redraw(state.buffer.movedToEnd) + "^Z\n"
            needsRedraw = true
            return outcome
        default:
            if draws {
                show(outcome, droppedLine: before)
            }
            return nil
        }
    }

    // What a key that leaves the line being typed shows.
    private mutating func show(_ outcome: LineEditState.Outcome, droppedLine: LineBuffer) {
        switch outcome {
        case .changed:
            needsRedraw = true
            return
        case .interrupted:
            // The line stays as it was, the cursor after it, so "^C" overwrites none of it.
            output += display.redraw(droppedLine.movedToEnd) + "^C\n"
        case .listed(let words):
            output += (needsRedraw ? display.redraw(state.buffer) : "") + "\n" + display.list(words)
        case .clearedScreen:
            output += LineDisplay.clearScreen
        case .unchanged, .entered, .endOfInput, .suspended:
            return
        }
        output += display.redraw(state.buffer)
        needsRedraw = false
    }

    /// What is still to be written, with the line redrawn if a key changed it (unless not `redrawing`, the line being
    /// drawn again later); then nothing is.
    mutating func flushed(redrawing: Bool = true) -> String {
        if needsRedraw && redrawing {
            output += display.redraw(state.buffer)
            needsRedraw = false
        }
        defer { output = "" }
        return output
    }
}
