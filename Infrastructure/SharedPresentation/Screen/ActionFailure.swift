/// Why an action could not be carried out: one user-facing sentence naming what failed.
public struct ActionFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public var message: String

    /// Creates a failure.
    public init(_ message: String) {
        self.message = message
    }

    /// The sentence.
    public var description: String { message }
}
