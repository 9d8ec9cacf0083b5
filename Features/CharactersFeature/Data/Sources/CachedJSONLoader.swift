import Foundation
import Networking
import Storage

/// Loads and decodes API JSON through the saved data (the App's cache behind `CachedFetcher`) and the remote
/// data source: fresh saved data first, else the network, else stale saved data marked stale.
///
/// Fetched bytes are decoded before they are saved, so bytes that cannot be read are never kept; that decoded value
/// is the one returned. Saved bytes that no longer decode (an older format) are replaced by one load from the
/// network.
struct CachedJSONLoader: Sendable {
    let remote: any RemoteDataSource
    let fetcher: CachedFetcher
    let policy: CachePolicy

    init(remote: any RemoteDataSource, fetcher: CachedFetcher, policy: CachePolicy = .standard) {
        self.remote = remote
        self.fetcher = fetcher
        self.policy = policy
    }

    /// The value at `url` decoded as `T`, with whether it is stale and when it was fetched.
    func load<T: Decodable & Sendable>(_ type: T.Type, from url: URL, mode: LoadMode) async throws
        -> LoadedResource<T>
    {
        let remote = remote
        // Decoding validates fetched bytes before they are saved; keeping the result saves decoding them twice.
        var decodedFromNetwork: T?
        let loaded = try await fetcher.load(
            key: url.absoluteString,
            policy: mode.policy(basedOn: policy),
            validate: { data in decodedFromNetwork = try decodeJSON(T.self, from: data, url: url) },
            fetch: { try await remote.data(from: url) }
        )
        if loaded.origin == .network, let decodedFromNetwork {
            return LoadedResource(value: decodedFromNetwork, isStale: loaded.isStale, storedAt: loaded.storedAt)
        }
        do {
            let value = try decodeJSON(T.self, from: loaded.data, url: url)
            return LoadedResource(value: value, isStale: loaded.isStale, storedAt: loaded.storedAt)
        } catch {
            guard loaded.origin != .network, mode != .refresh else { throw error }
            return try await load(type, from: url, mode: .refresh)
        }
    }
}
