import LineEditing

/// A line assistant spy: answers Tab with the completion a test set, and records what it was told.
@MainActor
final class LineAssistantSpy: LineAssistant {
    var completion = LineCompletion.none
    private(set) var asked: [(line: String, cursor: Int)] = []
    private(set) var changes: [String] = []
    private(set) var entered: [String] = []

    func completion(of line: String, cursor: Int) -> LineCompletion {
        asked.append((line, cursor))
        return completion
    }

    func lineDidChange(_ line: String) {
        changes.append(line)
    }

    func lineWasEntered(_ line: String) {
        entered.append(line)
    }
}
