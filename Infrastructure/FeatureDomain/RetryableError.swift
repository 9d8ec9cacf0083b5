/// An error that knows whether trying the same load again may help; screens offer `retry` only when it may.
public protocol RetryableError: Error {
    /// False for answers that will not change (an item that does not exist, a server that is not the API).
    var isWorthRetrying: Bool { get }
}
