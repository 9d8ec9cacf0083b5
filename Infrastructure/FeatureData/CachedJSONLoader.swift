import FeatureDomain
import Foundation
import Networking
import Storage

/// The one cached loader every feature reads the API through: saved JSON while fresh, else the network.
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

    /// The items of `resource` among `ids`, sorted by id, in one request per batch of `IDBatches` (sent at once).
    public func items<DTO: Decodable & Sendable>(
        _ type: DTO.Type, ids: [Int], of resource: RickAndMortyAPI.Resource, mode: FetchMode
    ) async throws(LoadFailure) -> Fetched<[DTO]> {
        let (fetcher, policy) = (fetcher, policy.in(mode))
        do {
            let requests = try IDBatches.batches(ids).map { batch throws(NetworkError) in
                try request([DTO].self, for: .items(batch, of: resource))
            }
            let loaded = try await withThrowingTaskGroup(of: (Int, Fetched<[DTO]>).self) { group in
                for (index, request) in requests.enumerated() {
                    group.addTask {
                        let cached = try await fetcher.load(
                            key: request.key, policy: policy, fetch: request.fetch, decode: request.decode)
                        return (index, Fetched(cached))
                    }
                }
                let results = try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
                return requests.indices.compactMap { results[$0] }
            }
            return Fetched(
                value: loaded.flatMap(\.value),
                source: loaded.reduce(DataSource.network) { $0.combined(with: $1.source) }
            )
        } catch {
            throw LoadFailure(error)
        }
    }

    /// The request for `endpoint` on the configured server, decoded as `T`; `check` refuses a decoded value
    /// (throwing its reason), and a refused answer from the network is never saved.
    func request<T: Decodable & Sendable>(
        _ type: T.Type, for endpoint: Endpoint, check: @escaping @Sendable (T) throws -> Void = { _ in }
    ) throws(NetworkError) -> JSONRequest<T> {
        JSONRequest(url: try remote.url(for: endpoint), client: remote.client, check: check)
    }
}
