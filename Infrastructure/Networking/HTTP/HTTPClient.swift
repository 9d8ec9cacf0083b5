/// Sends HTTP requests; the live implementation is `URLSessionHTTPClient`, decorators add retry, deadlines and more.
///
/// A client returns the response for ANY status code (404 and 500 included): judging the status is the caller's
/// job (see `get(_:)` and `getJSON(_:from:)`). It throws only `NetworkError` (the request could not complete) or
/// `CancellationError` (the calling task was cancelled).
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's response, whatever its status.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
