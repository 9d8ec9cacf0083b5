/// What the editor writes to show the prompt and the line on one terminal row: the part around the cursor when
/// the line is wider than the row, the rest of the row cleared, the cursor put in its place.
///
/// A character counts as the columns it takes (`ColumnWidth`): two for a wide one, such as 日 or an emoji.
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
        let promptWidth = ColumnWidth.of(prompt)
        // The last column stays free, so the cursor after the last character never wraps.
        let width = max(2, columns - promptWidth - 1)
        let characters = buffer.characters
        var (start, beforeCursor) = (buffer.cursor, 0)
        while start > 0, beforeCursor + ColumnWidth.of(characters[start - 1]) <= width {
            start -= 1
            beforeCursor += ColumnWidth.of(characters[start])
        }
        var (end, shown) = (start, 0)
        while end < characters.count, shown + ColumnWidth.of(characters[end]) <= width {
            shown += ColumnWidth.of(characters[end])
            end += 1
        }
        let column = promptWidth + beforeCursor
        var text = "\r" + prompt + String(characters[start..<end]) + Self.eraseToEndOfRow + "\r"
        if column > 0 {
            text += "\u{1B}[\(column)C"
        }
        return text
    }

    /// `words` in columns under the line, each row ended by a line feed (which the terminal writes as CR LF), for a
    /// second Tab.
    public func list(_ words: [String]) -> String {
        let cell = (words.map { ColumnWidth.of($0) }.max() ?? 0) + 2
        let perRow = max(1, columns / cell)
        var rows: [String] = []
        var index = 0
        while index < words.count {
            let row = words[index..<min(words.count, index + perRow)]
            rows.append(row.map { $0 + String(repeating: " ", count: cell - ColumnWidth.of($0)) }.joined())
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
