import Foundation

/// The two text streams the App writes to: screens to `standardOutput`, logs and errors to `standardError`.
public struct OutputStreams: Sendable {
    /// Where screens go.
    public var standardOutput: any TextSink
    /// Where logs, progress and error messages go.
    public var standardError: any TextSink

    /// Creates streams from two sinks (tests pass `TextBuffer`s).
    public init(standardOutput: any TextSink, standardError: any TextSink) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own standard output and standard error, unbuffered.
    public static let process = OutputStreams(
        standardOutput: StandardStreamSink(handle: .standardOutput),
        standardError: StandardStreamSink(handle: .standardError)
    )
}

private struct StandardStreamSink: TextSink {
    let handle: FileHandle

    // A closed stream (the reader went away) drops the text.
    func write(_ text: String) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
