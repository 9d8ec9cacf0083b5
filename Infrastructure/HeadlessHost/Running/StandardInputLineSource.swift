/// Reads lines from standard input off the main actor, so screens keep working while the shell waits.
@MainActor
public final class StandardInputLineSource: LineSource {
    /// Creates a source reading this process's standard input.
    public init() {}

    /// The next line of standard input; nil at its end.
    public func nextLine() async -> String? {
        await Task.detached { readLine(strippingNewline: true) }.value
    }
}
