/// One key a terminal sent, as the line editor reads it.
public enum Key: Hashable, Sendable {
    /// Printable text: one key, or a run of them that arrived together (a paste).
    case text(String)
    /// Enter (carriage return or line feed).
    case enter
    /// Tab.
    case tab
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// The Delete key.
    case delete
    /// The arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// A control key, by its lower-case letter: `control("c")` is Ctrl-C.
    case control(Character)
    /// A key or escape sequence the editor has no use for (a lone Escape, a function key): it is ignored.
    case unknown
}

extension Key {
    /// Whether the key is text.
    var isText: Bool {
        if case .text = self { return true }
        return false
    }
}
