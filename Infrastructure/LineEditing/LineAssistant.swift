/// What the program reading lines offers the editor while a line is typed: completions, and a say in each edit.
@MainActor
public protocol LineAssistant: AnyObject {
    /// The words that may complete the word before `cursor` (in characters) in `line`.
    func completion(of line: String, cursor: Int) -> LineCompletion
    /// The line being typed is now `line` (a key changed it).
    func lineDidChange(_ line: String)
    /// The line `line` was entered (Enter).
    func lineWasEntered(_ line: String)
}

extension LineAssistant {
    /// Does nothing.
    public func lineDidChange(_ line: String) {}
    /// Does nothing.
    public func lineWasEntered(_ line: String) {}
}
