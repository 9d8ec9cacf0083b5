import HeadlessHost

/// Lines for `shell`, from a list, as if typed.
@MainActor
public final class FakeLineSource: LineSource {
    private var remaining: [String]

    public init(_ lines: [String]) {
        remaining = lines
    }

    public func nextLine() async -> String? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }
}
