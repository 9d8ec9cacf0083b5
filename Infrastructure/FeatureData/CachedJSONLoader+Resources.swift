import FeatureDomain
import Foundation
import Networking

extension CachedJSONLoader {
    /// Page `number` of `resource` narrowed by `filters`, with the one rule for the API's 404s on lists: "no match"
    /// on page 1 is an empty page (`Page.noMatch`), on a later page `LoadFailure.pageNotFound`.
    public func page<DTO: Decodable & Sendable>(
        _ type: DTO.Type, of resource: RickAndMortyAPI.Resource, number: Int, filters: [URLQueryItem] = [],
        mode: FetchMode
    ) async throws(LoadFailure) -> Fetched<Page<DTO>> {
        let number = max(1, number)
        do {
            let request = try request(PageDTO<DTO>.self, for: .page(number, of: resource, filters: filters))
            let page = try await fetcher.load(
                key: request.key, policy: policy.in(mode), fetch: request.fetch, decode: request.decode)
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
    public func item<DTO: IdentifiedDTO>(
        _ type: DTO.Type, id: Int, of resource: RickAndMortyAPI.Resource, mode: FetchMode
    ) async throws(LoadFailure) -> Fetched<DTO> {
        // The API has no ids below 1; asking would only cost a request that answers 404.
        guard id >= 1 else { throw .itemNotFound(id: id) }
        do {
            let request = try request(DTO.self, for: .item(id, of: resource)) { dto in
                guard dto.id == id else { throw LoadFailure.mismatchedID(asked: id, answered: dto.id) }
            }
            // The item with the bytes it was read from: its record.
            let loaded = Fetched(
                try await fetcher.load(key: request.key, policy: policy.in(mode), fetch: request.fetch) { data in
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
