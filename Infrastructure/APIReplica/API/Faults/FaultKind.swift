/// A way the replica can spoil an answer; the raw value is its name in a fault spec.
public enum FaultKind: String, Sendable, Hashable, CaseIterable {
    /// A 500 with a JSON error body instead of the answer.
    case internalServerError = "500"
    /// A 503 with a JSON error body instead of the answer.
    case serviceUnavailable = "503"
    /// A 429 with `Retry-After` instead of the answer.
    case tooManyRequests = "429"
    /// The connection closes without an answer.
    case dropConnection = "drop"
    /// The head promises the whole body; the connection closes after half of it.
    case truncateBody = "truncate"
    /// Status 200, but the body is corrupted (half of it, then garbage), so it is not valid JSON.
    case malformedBody = "malformed"
    /// The real answer, after the spec's extra `slow` delay.
    case slowResponse = "slow"
}
