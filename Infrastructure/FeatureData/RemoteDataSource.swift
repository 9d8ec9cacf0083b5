import FeatureDomain
import Foundation
import Networking
import Storage

/// The App's HTTP client and server: every URL built from the configured base URL, and images checked as images.
public struct RemoteDataSource: Sendable {
    let client: any HTTPClient
    let configuration: APIConfiguration

    /// Creates a source over the App's client (with its retries, deadline and coalescing) and server.
    public init(client: any HTTPClient, configuration: APIConfiguration) {
        self.client = client
        self.configuration = configuration
    }

    /// The image `url` answers with, or a 304 confirming the stored one when `validators` match; throws
    /// `LoadFailure.notAnImage` unless a whole answer is a non-empty `image/*` one.
    public func image(at url: URL, revalidating validators: CacheValidators) async throws -> FetchedAnswer {
        try await client.fetchAnswer(url, revalidating: validators) { response in
            let mediaType = response.header("Content-Type")?.split(separator: ";").first?
                .trimmingCharacters(in: .whitespaces).lowercased()
            guard let mediaType, mediaType.hasPrefix("image/"), !response.body.isEmpty else {
                throw LoadFailure.notAnImage(url: url.absoluteString)
            }
        }
    }
}
