import Foundation

/// Fetches the body of an API resource from the network.
protocol RemoteDataSource: Sendable {
    /// The body at `url` when the server answers 2xx; otherwise throws (a `NetworkError`, or `CancellationError`).
    func data(from url: URL) async throws -> Data
}
