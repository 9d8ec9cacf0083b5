import Foundation

/// A sink that writes to one of the process's standard streams, unbuffered.
public struct StandardStreamSink: TextSink {
    /// The process's standard output, where screens go.
    public static let standardOutput = StandardStreamSink(handle: .standardOutput)
    /// The process's standard error, where logs, progress and error messages go.
    public static let standardError = StandardStreamSink(handle: .standardError)

    private let handle: FileHandle

    /// Writes `text` to the stream; a closed stream (the reader went away) drops the text.
    public func write(_ text: String) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
