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
                            key: request.key, policy: policy, fetchAnswer: request.fetch, decode: request.decode)
                        return (index, Fetched(cached))
                    }
                }
                let results = try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
                return requests.indices.compactMap { results[$0] }
            }
            return Fetched(
                value: loaded.flatMap(\.value),
                source: DataSource.combining(loaded.map(\.source)) ?? .network
            )
        } catch {
            throw LoadFailure(error)
        }
    }

    /// The cache key, (conditional) fetch and decoding of `endpoint`; `check` refuses a decoded value (never saved).
    func request<T: Decodable & Sendable>(
        _ type: T.Type, for endpoint: Endpoint, check: @escaping @Sendable (T) throws -> Void = { _ in }
    ) throws(NetworkError) -> (
        key: String, fetch: @Sendable (CacheValidators) async throws -> FetchedAnswer,
        decode: @Sendable (Data) throws -> T
    ) {
        let (url, client) = (try remote.configuration.url(for: endpoint), remote.client)
        let decode: @Sendable (Data) throws -> T = { data in
            let decoded = try decodeJSON(T.self, from: data, url: url)
            try check(decoded)
            return decoded
        }
        return (url.absoluteString, { try await client.fetchAnswer(url, revalidating: $0) }, decode)
    }

    /// Page `number` of `resource` narrowed by `filters`; "no match" is `Page.noMatch` on page 1, else `pageNotFound`.
    public func page<DTO: Decodable & Sendable>(
        _ type: DTO.Type, of resource: RickAndMortyAPI.Resource, number: Int, filters: [URLQueryItem] = [],
        mode: FetchMode
    ) async throws(LoadFailure) -> Fetched<Page<DTO>> {
        let number = max(1, number)
        do {
            let request = try request(PageDTO<DTO>.self, for: .page(number, of: resource, filters: filters))
            let page = try await fetcher.load(
                key: request.key, policy: policy.in(mode), fetchAnswer: request.fetch, decode: request.decode)
            return Fetched(page).map {
                Page(items: $0.results, number: number, pageCount: $0.info.pages, totalCount: $0.info.count)
            }
        } catch {
            switch LoadFailure(error) {
            case .noMatch(_, let savedAt) where number == 1:
                return Fetched(value: .noMatch, source: savedAt.map { .offline(savedAt: $0) } ?? .network)
            case .noMatch(_, let savedAt): throw .pageNotFound(page: number, savedAt: savedAt)
            case let failure: throw failure
            }
        }
    }

    /// The item `id` of `resource`, with the one rule for an item's 404: `LoadFailure.itemNotFound`.
    public func item<DTO: Decodable & Sendable & Identifiable>(
        _ type: DTO.Type, id: Int, of resource: RickAndMortyAPI.Resource, mode: FetchMode
    ) async throws(LoadFailure) -> Fetched<DTO> where DTO.ID == Int {
        // The API has no ids below 1; asking would only cost a request that answers 404.
        guard id >= 1 else { throw .itemNotFound(id: id) }
        do {
            let request = try request(DTO.self, for: .item(id, of: resource)) { dto in
                guard dto.id == id else { throw LoadFailure.mismatchedID(asked: id, answered: dto.id) }
            }
            // The item with the bytes it was read from: its record.
            let loaded = Fetched(
                try await fetcher.load(key: request.key, policy: policy.in(mode), fetchAnswer: request.fetch) { data in
                    (try request.decode(data), data)
                })
            return Fetched(value: loaded.value.0, source: loaded.source, record: loaded.value.1)
        } catch {
            switch LoadFailure(error) {
            case .notFound(_, let savedAt): throw .itemNotFound(id: id, savedAt: savedAt)
            case let failure: throw failure
            }
        }
    }
}
