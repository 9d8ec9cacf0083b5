/// The line being edited and the cursor in it, with the editing operations; at most `maximumBytes` of UTF-8.
public struct LineBuffer: Hashable, Sendable {
    /// The line's characters.
    public private(set) var characters: [Character]
    /// The cursor, as the number of characters before it.
    public private(set) var cursor: Int
    /// The most UTF-8 bytes the line may hold; typing past it is refused.
    public let maximumBytes: Int
    private var byteCount: Int

    /// Creates a buffer holding `text` (cut to `maximumBytes`), the cursor at its end.
    public init(_ text: String = "", maximumBytes: Int = .max) {
        characters = []
        cursor = 0
        byteCount = 0
        self.maximumBytes = maximumBytes
        insert(text)
    }

    /// The line as text.
    public var text: String { String(characters) }

    /// Whether the line is empty.
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts `text` at the cursor and moves the cursor past it; false when it was cut to fit `maximumBytes`.
    @discardableResult
    public mutating func insert(_ text: String) -> Bool {
        var inserted: [Character] = []
        var added = 0
        for character in text {
            let size = character.utf8.count
            guard byteCount + added + size <= maximumBytes else { break }
            inserted.append(character)
            added += size
        }
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
        byteCount += added
        return inserted.count == text.count
    }

    /// Deletes the character before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        remove(cursor - 1..<cursor)
    }

    /// Deletes the character under the cursor (Delete, Ctrl-D).
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        remove(cursor..<cursor + 1)
    }

    /// Deletes from the cursor to the end of the line (Ctrl-K).
    public mutating func deleteToEnd() {
        remove(cursor..<characters.count)
    }

    /// Deletes from the start of the line to the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        remove(0..<cursor)
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace {
            start -= 1
        }
        while start > 0, !characters[start - 1].isWhitespace {
            start -= 1
        }
        remove(start..<cursor)
    }

    /// Moves the cursor one character left.
    public mutating func moveLeft() {
        cursor = max(0, cursor - 1)
    }

    /// Moves the cursor one character right.
    public mutating func moveRight() {
        cursor = min(characters.count, cursor + 1)
    }

    /// Moves the cursor to the start of the line (Home, Ctrl-A).
    public mutating func moveToStart() {
        cursor = 0
    }

    /// Moves the cursor to the end of the line (End, Ctrl-E).
    public mutating func moveToEnd() {
        cursor = characters.count
    }

    /// The same line with the cursor at its end, as it is left when the line is interrupted or suspended.
    public var movedToEnd: LineBuffer {
        var moved = self
        moved.moveToEnd()
        return moved
    }

    /// Replaces the characters from `start` to the cursor with `text` (a completed word), the cursor after it.
    public mutating func replaceBeforeCursor(from start: Int, with text: String) {
        remove(min(max(0, start), cursor)..<cursor)
        insert(text)
    }

    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        byteCount -= characters[range].reduce(0) { $0 + $1.utf8.count }
        characters.removeSubrange(range)
        if cursor > range.lowerBound {
            cursor = max(range.lowerBound, cursor - range.count)
        }
    }
}
