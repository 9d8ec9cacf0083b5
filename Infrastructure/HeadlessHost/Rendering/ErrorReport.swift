import FeatureDomain

/// A failure as the App reports it: its kind for programs, its sentence, and the address or script line it concerns.
public struct ErrorReport: Hashable, Sendable {
    /// What kind of failure: one of `Kind`'s, or a load failure's (`notFound`, `unreachable`, ...).
    public var kind: String
    /// The user-facing sentence.
    public var message: String
    /// The address it concerns, if any.
    public var url: String?
    /// The script line it happened on, if any.
    public var line: Int?
    /// Where the answer that failed came from, when saved data answered (a crawl's "not found" offline).
    public var source: DataSource?

    /// Creates a report.
    public init(kind: String, message: String, url: String? = nil, line: Int? = nil, source: DataSource? = nil) {
        self.kind = kind
        self.message = message
        self.url = url
        self.line = line
        self.source = source
    }
}

extension ErrorReport {
    /// The kinds of failure the host itself reports (a failed load reports `LoadFailureText.kind(of:)`).
    public enum Kind {
        /// Bad input: an unknown command, a bad argument, a script that does not parse (exit 2).
        public static let usage = "usage"
        /// A command the screen on top cannot carry out.
        public static let refused = "refused"
        /// A screen that could not be made for a route.
        public static let noScreen = "noScreen"
        /// A feature's action that failed.
        public static let actionFailed = "actionFailed"
        /// An `expect` or `expect-not` that did not hold.
        public static let expectation = "expectation"
        /// A one-shot command's follow-up that failed on its screen, or a command's work that failed (`cache`).
        public static let failure = "failure"
        /// A command that could not start: the replica could not listen, the features do not fit together.
        public static let startup = "startup"
    }
}
