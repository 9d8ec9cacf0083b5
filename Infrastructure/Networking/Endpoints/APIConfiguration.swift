import Foundation

/// Which server the app talks to: the API's base URL (the live API, the embedded replica, or any compatible server).
public struct APIConfiguration: Sendable, Hashable {
    /// The base URL every endpoint is relative to, such as `https://rickandmortyapi.com/api`.
    public var baseURL: URL

    /// Creates a configuration for `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// The live API.
    public static let live = APIConfiguration(baseURL: RickAndMortyAPI.liveBaseURL)

    /// The URL of `endpoint` on this server.
    public func url(for endpoint: Endpoint) throws(NetworkError) -> URL {
        try endpoint.url(relativeTo: baseURL)
    }
}
