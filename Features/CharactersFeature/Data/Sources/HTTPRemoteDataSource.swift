import Foundation
import Networking

/// The remote data source over the App's `HTTPClient` (with its retries, deadline and coalescing).
struct HTTPRemoteDataSource: RemoteDataSource {
    let client: any HTTPClient

    func data(from url: URL) async throws -> Data {
        try await client.get(url).body
    }
}
