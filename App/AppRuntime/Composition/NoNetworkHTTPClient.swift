import Networking

/// The transport of a run on fixtures or `--offline`: every request fails at once as offline.
struct NoNetworkHTTPClient: HTTPClient {
    let reason: String

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw NetworkError.transport(.offline, reason: reason, url: request.url)
    }
}
