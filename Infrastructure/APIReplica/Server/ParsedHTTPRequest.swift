/// A complete request read off a connection, with what the connection needs to know beyond the handler's view.
struct ParsedHTTPRequest: Sendable, Equatable {
    /// The request as the handler receives it.
    var request: HTTPServerRequest
    /// The `x` of `HTTP/1.x`: 0 or 1.
    var minorVersion: Int
    /// Whether the client lets the connection stay open after the response.
    var keepsAlive: Bool

    /// Whether the response must go without its body (the request was `HEAD`).
    var omitsResponseBody: Bool { request.method == "HEAD" }
}
