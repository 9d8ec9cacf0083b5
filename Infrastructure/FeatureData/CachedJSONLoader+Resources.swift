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
            let endpoint = Endpoint.page(number, of: resource, filters: filters)
            return try await load(PageDTO<DTO>.self, from: endpoint, mode: mode).map { page in
                Page(items: page.results, number: number, pageCount: page.info.pages, totalCount: page.info.count)
            }
        } catch .noMatch {
            guard number == 1 else { throw .pageNotFound(page: number) }
            return Fetched(value: .noMatch)
        }
    }

    /// The item `id` of `resource`, with the one rule for an item's 404: `LoadFailure.itemNotFound`.
    ///
    /// An answer about another item is refused (`LoadFailure.mismatchedID`) and never saved.
    public func item<DTO: IdentifiedDTO>(
        _ type: DTO.Type, id: Int, of resource: RickAndMortyAPI.Resource, mode: FetchMode
    ) async throws(LoadFailure) -> Fetched<DTO> {
        // The API has no ids below 1; asking would only cost a request that answers 404.
        guard id >= 1 else { throw .itemNotFound(id: id) }
        do {
            return try await load(type, from: .item(id, of: resource), mode: mode) { dto in
                guard dto.id == id else { throw LoadFailure.mismatchedID(asked: id, answered: dto.id) }
            }
        } catch .notFound {
            throw .itemNotFound(id: id)
        }
    }
}
