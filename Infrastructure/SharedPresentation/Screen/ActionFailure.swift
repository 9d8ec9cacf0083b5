import FeatureDomain

/// Why an action could not be carried out: one user-facing sentence naming what failed.
public struct ActionFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public var message: String
    /// Where the answer that failed came from (a crawl's "not found" offline), when a load failed.
    public var source: DataSource?

    /// Creates a failure.
    public init(_ message: String, source: DataSource? = nil) {
        self.message = message
        self.source = source
    }

    /// The sentence.
    public var description: String { message }
}
