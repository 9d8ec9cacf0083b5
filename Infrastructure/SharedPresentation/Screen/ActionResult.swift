/// What an action did, to print: one sentence, and the same as data for `--json`.
public struct ActionResult: Hashable, Sendable {
    /// A user-facing sentence, such as "3 is a favourite now".
    public var message: String
    /// The result as data, such as the favourites' ids.
    public var values: [String: ScreenValue]

    /// Creates a result.
    public init(message: String, values: [String: ScreenValue] = [:]) {
        self.message = message
        self.values = values
    }
}
