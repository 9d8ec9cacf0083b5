/// What the editor writes to show the prompt and the line on one terminal row: the part around the cursor when
/// the line is wider than the row, the rest of the row cleared, the cursor put in its place.
///
/// Each character counts as one column.
public struct LineDisplay: Sendable {
    /// The prompt before the line, such as "> ".
    public var prompt: String
    /// The terminal's width in columns.
    public var columns: Int

    /// Creates the display of lines after `prompt` on a row of `columns`.
    public init(prompt: String, columns: Int) {
        self.prompt = prompt
        self.columns = max(1, columns)
    }

    /// Redraws the row: carriage return, the prompt, the visible part of `buffer`, erase to the end of the row, and
    /// the cursor moved back to its column.
    public func redraw(_ buffer: LineBuffer) -> String {
        let promptWidth = prompt.count
        // The last column stays free, so the cursor after the last character never wraps.
        let width = max(1, columns - promptWidth - 1)
        let start = max(0, buffer.cursor - width)
        let end = min(buffer.characters.count, start + width)
        let column = promptWidth + buffer.cursor - start
        var text = "\r" + prompt + String(buffer.characters[start..<end]) + Self.eraseToEndOfRow + "\r"
        if column > 0 {
            text += "\u{1B}[\(column)C"
        }
        return text
    }

    /// `words` in columns under the line, each row ended by a line feed (which the terminal writes as CR LF), for a
    /// second Tab.
    public func list(_ words: [String]) -> String {
        let cell = (words.map(\.count).max() ?? 0) + 2
        let perRow = max(1, columns / cell)
        var rows: [String] = []
        var index = 0
        while index < words.count {
            let row = words[index..<min(words.count, index + perRow)]
            rows.append(row.map { $0 + String(repeating: " ", count: cell - $0.count) }.joined())
            index += perRow
        }
        return rows.map { Self.trailingSpacesDropped($0) + "\n" }.joined()
    }

    /// Erases from the cursor to the end of the row.
    public static let eraseToEndOfRow = "\u{1B}[0K"
    /// Moves the cursor home and clears the screen (Ctrl-L).
    public static let clearScreen = "\u{1B}[H\u{1B}[2J"

    private static func trailingSpacesDropped(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
