import Locking

/// A sink that keeps everything written to it, for tests and for capturing output.
public final class TextBuffer: TextSink {
    private let storage = Locked("")

    /// Creates an empty buffer.
    public init() {}

    /// Everything written so far.
    public var text: String {
        storage.withLock { $0 }
    }

    /// Everything written so far, split into lines (without a trailing empty line).
    public var lines: [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }

    /// Appends `text`.
    public func write(_ text: String) {
        storage.withLock { $0 += text }
    }
}
