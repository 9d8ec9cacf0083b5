/// Answers the requests an `HTTPServer` receives; the replica's API is one, tests supply others.
public protocol HTTPRequestHandler: Sendable {
    /// Returns the response to `request`; called concurrently for requests on different connections.
    func response(to request: HTTPServerRequest) async -> HTTPServerResponse
}
