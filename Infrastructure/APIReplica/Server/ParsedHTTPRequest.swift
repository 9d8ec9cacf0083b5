/// A complete request read off a connection, with what the connection needs to know beyond the handler's view.
struct ParsedHTTPRequest: Sendable, Equatable {
    var request: HTTPServerRequest
    var minorVersion: Int
    var keepsAlive: Bool

    var omitsResponseBody: Bool { request.method == "HEAD" }
}
