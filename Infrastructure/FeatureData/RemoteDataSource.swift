import FeatureDomain
import Foundation
import Networking

/// The App's HTTP client and server: every URL built from the configured base URL, and images checked as images.
public struct RemoteDataSource: Sendable {
    let client: any HTTPClient
    let configuration: APIConfiguration

    /// Creates a source over the App's client (with its retries, deadline and coalescing) and server.
    public init(client: any HTTPClient, configuration: APIConfiguration) {
        self.client = client
        self.configuration = configuration
    }

    /// The image `url` answers with; throws `LoadFailure.notAnImage` unless it is a non-empty `image/*` answer.
    public func image(at url: URL) async throws -> Data {
        let response = try await client.get(url)
        let mediaType = response.header("Content-Type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard let mediaType, mediaType.hasPrefix("image/"), !response.body.isEmpty else {
            throw LoadFailure.notAnImage(url: url.absoluteString)
        }
        return response.body
    }
}
