import HeadlessHost

/// Lines for `shell`, from a list, as if typed.
@MainActor
public final class FakeLineSource: LineSource {
    private var remaining: [String]

    /// Creates a source of `lines`.
    public init(_ lines: [String]) {
        remaining = lines
    }

    /// The next line, or nil once all were read.
    public func nextLine() async -> String? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }
}
