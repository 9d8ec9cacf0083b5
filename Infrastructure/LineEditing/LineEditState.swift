/// One line being edited: the keys' effect on the buffer, the walk through the history and Tab's completions,
/// without a terminal.
public struct LineEditState: Sendable {
    /// What a key did, which the editor shows.
    public enum Outcome: Hashable, Sendable {
        /// The line or the cursor changed: redraw it.
        case changed
        /// Nothing changed.
        case unchanged
        /// Enter: the line is done.
        case entered(String)
        /// Ctrl-C: the line was dropped; a fresh one starts.
        case interrupted
        /// Ctrl-D on an empty line: the input ends.
        case endOfInput
        /// A second Tab with several words that fit: list them.
        case listed([String])
        /// Ctrl-L: clear the screen, then redraw the line.
        case clearedScreen
        /// Ctrl-Z: the process stops, as the terminal's suspend key stops it, and the line goes on when it resumes.
        case suspended
    }

    /// The line and its cursor.
    public private(set) var buffer: LineBuffer
    private let history: [String]
    /// The history line shown, as an index into `history`; `history.count` is the line being typed.
    private var historyIndex: Int
    /// The line being typed, kept while the history is walked.
    private var draft: LineBuffer
    private var lastKeyWasTab = false
    /// The words that fitted when the last Tab completed a shared start or a preferred word, for a second Tab to list.
    private var wordsOfLastTab: [String]?

    /// Starts an empty line of at most `maximumBytes`, with `history` (oldest first) behind Up.
    public init(history: [String] = [], maximumBytes: Int = .max) {
        buffer = LineBuffer(maximumBytes: maximumBytes)
        draft = buffer
        self.history = history
        historyIndex = history.count
    }

    /// Applies `key`; Tab asks `complete` (the line and the cursor) for the words that fit.
    public mutating func handle(_ key: Key, complete: (String, Int) -> LineCompletion = { _, _ in .none })
        -> Outcome
    {
        defer {
            lastKeyWasTab = key == .tab
            if !lastKeyWasTab {
                wordsOfLastTab = nil
            }
        }
        switch key {
        case .text(let text): return edit { $0.insert(text) }
        case .enter:
            buffer.moveToEnd()
            return .entered(buffer.text)
        case .tab: return tab(complete)
        case .backspace, .control("h"): return edit { $0.deleteBackward() }
        case .delete: return edit { $0.deleteForward() }
        case .left, .control("b"): return edit { $0.moveLeft() }
        case .right, .control("f"): return edit { $0.moveRight() }
        case .home, .control("a"): return edit { $0.moveToStart() }
        case .end, .control("e"): return edit { $0.moveToEnd() }
        case .up, .control("p"): return recall(by: -1)
        case .down, .control("n"): return recall(by: 1)
        case .control("k"): return edit { $0.deleteToEnd() }
        case .control("u"): return edit { $0.deleteToStart() }
        case .control("w"): return edit { $0.deleteWordBackward() }
        case .control("c"):
            buffer = LineBuffer(maximumBytes: buffer.maximumBytes)
            historyIndex = history.count
            return .interrupted
        case .control("d"):
            guard !buffer.isEmpty else { return .endOfInput }
            return edit { $0.deleteForward() }
        case .control("l"): return .clearedScreen
        case .control("z"): return .suspended
        case .control, .unknown: return .unchanged
        }
    }

    private mutating func edit(_ change: (inout LineBuffer) -> Void) -> Outcome {
        let before = buffer
        change(&buffer)
        return buffer == before ? .unchanged : .changed
    }

    // Up (-1) and Down (+1): the line typed is kept as the walk leaves it, and shown again at the end.
    private mutating func recall(by step: Int) -> Outcome {
        let index = historyIndex + step
        guard index >= 0, index <= history.count, index != historyIndex else { return .unchanged }
        if historyIndex == history.count {
            draft = buffer
        }
        historyIndex = index
        buffer = index == history.count ? draft : LineBuffer(history[index], maximumBytes: buffer.maximumBytes)
        return .changed
    }

    // A second Tab lists the words that fitted what the first Tab completed (`cha`: `character`, `characters`, after
    // it completed `characters`), or else the words that fit now.
    private mutating func tab(_ complete: (String, Int) -> LineCompletion) -> Outcome {
        if lastKeyWasTab, let words = wordsOfLastTab {
            return .listed(words)
        }
        let completion = complete(buffer.text, buffer.cursor)
        let start = min(max(0, completion.start), buffer.cursor)
        let typed = String(buffer.characters[start..<buffer.cursor])
        let fitting = completion.fitting(typed)
        if let replacement = completion.replacement(for: typed) {
            wordsOfLastTab = fitting.count > 1 ? fitting : nil
            return edit { $0.replaceBeforeCursor(from: start, with: replacement) }
        }
        return lastKeyWasTab && fitting.count > 1 ? .listed(fitting) : .unchanged
    }
}
