import HeadlessHost
import LineEditing
import Testing

/// A line editor's stand-in for the shell: each line comes from a step that gets the shell's assistant, as an editor
/// would use it while the line is typed; records the prompts it was asked to draw.
@MainActor
final class EditingLineSourceSpy: LineSource {
    private var steps: [(any LineAssistant) -> String?]
    private(set) var prompts: [String] = []

    init(_ steps: [(any LineAssistant) -> String?]) {
        self.steps = steps
    }

    var editsLines: Bool { true }

    func nextLine() async -> String? {
        Issue.record("a line editor is asked with a prompt and an assistant")
        return nil
    }

    func nextLine(prompt: String, assistant: any LineAssistant) async -> String? {
        prompts.append(prompt)
        guard !steps.isEmpty else { return nil }
        return steps.removeFirst()(assistant)
    }
}

/// An assistant that completes nothing.
@MainActor
final class NoCompletion: LineAssistant {
    func completion(of line: String, cursor: Int) -> LineCompletion {
        .none
    }
}
