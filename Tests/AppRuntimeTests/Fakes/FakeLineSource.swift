import AppRuntime

/// Lines for `shell`, from a list, as if typed.
@MainActor
final class FakeLineSource: LineSource {
    private var remaining: [String]

    init(_ lines: [String]) {
        remaining = lines
    }

    func nextLine() async -> String? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }
}
