import LineEditing

/// Where `shell` reads its lines from: standard input, a terminal's line editor, or a list in tests.
@MainActor
public protocol LineSource: AnyObject {
    /// The next line without its newline; nil at the end of input.
    func nextLine() async -> String?
    /// Whether the source is a line editor, which draws the prompt itself and takes the shell's help.
    var editsLines: Bool { get }
    /// The next line, typed after `prompt` with `assistant`'s completions; nil at the end of input.
    func nextLine(prompt: String, assistant: any LineAssistant) async -> String?
}

extension LineSource {
    /// False: the shell writes the prompt, and the source reads lines as they come.
    public var editsLines: Bool { false }

    /// The next line, as `nextLine()` reads it: the source shows no prompt and completes nothing.
    public func nextLine(prompt: String, assistant: any LineAssistant) async -> String? {
        await nextLine()
    }
}
