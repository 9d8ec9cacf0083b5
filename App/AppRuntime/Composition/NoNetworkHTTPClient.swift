import Networking

/// The transport of a run on fixtures or `--offline`: every request fails at once as offline, none goes on the
/// wire, and the cache and the crawl answer what they hold.
struct NoNetworkHTTPClient: HTTPClient {
    /// Why no request is made, for the error.
    let reason: String

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw NetworkError.transport(.offline, reason: reason, url: request.url)
    }
}
