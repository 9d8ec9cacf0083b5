import Networking

/// The transport of a run on fixtures: every request fails at once as offline, and none goes on the wire.
struct NoNetworkHTTPClient: HTTPClient {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw NetworkError.transport(
            .offline, reason: "a preview on fixtures makes no request", url: request.url)
    }
}
