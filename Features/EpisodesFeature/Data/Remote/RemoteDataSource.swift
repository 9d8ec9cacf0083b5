import Foundation
import Networking

/// Fetches the API's raw JSON over the App's HTTP client, building every URL from the configured base URL.
struct RemoteDataSource: Sendable {
    let client: any HTTPClient
    let configuration: APIConfiguration

    /// The absolute URL of `endpoint` on the configured server.
    func url(for endpoint: Endpoint) throws(NetworkError) -> URL {
        try configuration.url(for: endpoint)
    }

    /// The body `url` answers with; throws `NetworkError.httpStatus` for a non-2xx answer.
    func data(at url: URL) async throws -> Data {
        try await client.get(url).body
    }
}
