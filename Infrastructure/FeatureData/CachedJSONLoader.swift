import FeatureDomain
import Foundation
import Networking
import Storage

/// The one cached loader every feature reads the API through: saved JSON while fresh, else the network.
///
/// When the network fails, stale saved JSON stands in (reported as `Freshness.stale`). Every failure leaves it as
/// a `LoadFailure`, so no feature layer above Data sees the network or the cache.
///
/// Fetched bytes are decoded before they are saved, so bytes that cannot be read are never kept; that decoded value
/// is the one returned. Saved bytes that no longer decode (an older format) are replaced by one load from the
/// network.
public struct CachedJSONLoader: Sendable {
    let remote: RemoteDataSource
    let fetcher: CachedFetcher
    let policy: CachePolicy

    /// Creates a loader; `policy` is the freshness of `.preferSaved` loads (`.refresh` loads use it in refresh mode).
    public init(remote: RemoteDataSource, fetcher: CachedFetcher, policy: CachePolicy = .standard) {
        self.remote = remote
        self.fetcher = fetcher
        self.policy = policy
    }

    /// The value `endpoint` answers with, decoded as `T`; throws a `LoadFailure`.
    ///
    /// `check` refuses a decoded value (throwing its reason); a refused answer from the network is never saved.
    public func load<T: Decodable & Sendable>(
        _ type: T.Type, from endpoint: Endpoint, mode: FetchMode, check: @escaping (T) throws -> Void = { _ in }
    ) async throws(LoadFailure) -> Fetched<T> {
        do {
            return try await load(type, from: try remote.url(for: endpoint), mode: mode, check: check)
        } catch {
            throw LoadFailure(error)
        }
    }

    /// The items of `resource` among `ids`, sorted by id, in one request per batch of `IDBatches` (sent at once).
    ///
    /// Ids the API does not know are simply missing from the answer. No ids, no request (the API rejects an empty
    /// list). Stale when any batch is.
    public func items<DTO: Decodable & Sendable>(
        _ type: DTO.Type, ids: [Int], of resource: RickAndMortyAPI.Resource, mode: FetchMode
    ) async throws(LoadFailure) -> Fetched<[DTO]> {
        let batches = IDBatches.batches(ids)
        do {
            let loaded = try await withThrowingTaskGroup(of: (Int, Fetched<[DTO]>).self) { group in
                for (index, batch) in batches.enumerated() {
                    group.addTask { (index, try await load([DTO].self, from: .items(batch, of: resource), mode: mode)) }
                }
                var results: [Int: Fetched<[DTO]>] = [:]
                for try await (index, fetched) in group {
                    results[index] = fetched
                }
                return batches.indices.compactMap { results[$0] }
            }
            return Fetched(
                value: loaded.flatMap(\.value),
                freshness: loaded.reduce(Freshness.fresh) { $0.combined(with: $1.freshness) }
            )
        } catch {
            throw LoadFailure(error)
        }
    }

    private func load<T: Decodable & Sendable>(
        _ type: T.Type, from url: URL, mode: FetchMode, check: (T) throws -> Void = { _ in }
    ) async throws -> Fetched<T> {
        let remote = remote
        // Decoding validates fetched bytes before they are saved; keeping the result saves decoding them twice.
        var decodedFromNetwork: T?
        let loaded = try await fetcher.load(
            key: url.absoluteString,
            policy: policy.in(mode),
            validate: { data in
                let decoded = try decodeJSON(T.self, from: data, url: url)
                try check(decoded)
                decodedFromNetwork = decoded
            },
            fetch: { try await remote.data(at: url) }
        )
        let freshness: Freshness = loaded.isStale ? .stale(savedAt: loaded.storedAt) : .fresh
        if loaded.origin == .network, let decodedFromNetwork {
            return Fetched(value: decodedFromNetwork, freshness: freshness)
        }
        let decoded: T
        do {
            decoded = try decodeJSON(T.self, from: loaded.data, url: url)
        } catch {
            guard loaded.origin != .network, mode != .refresh else { throw error }
            return try await load(type, from: url, mode: .refresh, check: check)
        }
        try check(decoded)
        return Fetched(value: decoded, freshness: freshness)
    }
}
