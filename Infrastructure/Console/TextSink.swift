/// A place text goes to, such as standard output or a buffer a test reads.
public protocol TextSink: Sendable {
    /// Writes `text` as is (no newline is added).
    func write(_ text: String)
}

extension TextSink {
    /// Writes `text` followed by a newline.
    public func writeLine(_ text: String) {
        write(text + "\n")
    }
}
