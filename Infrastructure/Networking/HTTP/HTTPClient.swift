/// Sends HTTP requests; the live implementation is `URLSessionHTTPClient`, decorators add retry, deadlines and more.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's response, whatever its status.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
