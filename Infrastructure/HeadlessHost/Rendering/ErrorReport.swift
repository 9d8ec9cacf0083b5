/// A failure as the App reports it: its kind for programs, its sentence, and the address or script line it
/// concerns; text prints the sentence on stderr, `--json` prints `{"error": {...}}` on stdout too.
public struct ErrorReport: Hashable, Sendable {
    /// What kind of failure: `usage`, `refused`, `expectation`, `notFound`, `unreachable`, ...
    public var kind: String
    /// The user-facing sentence.
    public var message: String
    /// The address it concerns, if any.
    public var url: String?
    /// The script line it happened on, if any.
    public var line: Int?

    /// Creates a report.
    public init(kind: String, message: String, url: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.message = message
        self.url = url
        self.line = line
    }
}
