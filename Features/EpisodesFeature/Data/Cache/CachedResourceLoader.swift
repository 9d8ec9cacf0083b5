import Foundation
import Networking
import Storage

/// Loads and decodes one API resource through the cache: fresh saved JSON first, else the network, else stale saved
/// JSON when the network fails (reported as `Freshness.stale`).
struct CachedResourceLoader: Sendable {
    let remote: RemoteDataSource
    let fetcher: CachedFetcher
    /// The policy for `.preferSaved` loads; `.refresh` loads use it in `.refresh` mode.
    var policy: CachePolicy = .standard

    /// The value `endpoint` answers with, decoded as `T`; bytes that do not decode are never saved.
    func load<T: Decodable & Sendable>(
        _ type: T.Type,
        from endpoint: Endpoint,
        mode: FetchMode
    ) async throws -> Fetched<T> {
        let url = try remote.url(for: endpoint)
        let remote = remote
        // Decoding validates fresh bytes before they are saved; keeping the result saves decoding them twice.
        var decodedFromNetwork: T?
        let loaded = try await fetcher.load(
            key: url.absoluteString,
            policy: policy(for: mode),
            validate: { data in decodedFromNetwork = try decodeJSON(T.self, from: data, url: url) },
            fetch: { try await remote.data(at: url) }
        )
        let value: T
        if loaded.origin == .network, let decodedFromNetwork {
            value = decodedFromNetwork
        } else {
            value = try decodeJSON(T.self, from: loaded.data, url: url)
        }
        return Fetched(value: value, freshness: loaded.isStale ? .stale(savedAt: loaded.storedAt) : .fresh)
    }

    private func policy(for mode: FetchMode) -> CachePolicy {
        switch mode {
        case .preferSaved: policy
        case .refresh: policy.with(mode: .refresh)
        }
    }
}
