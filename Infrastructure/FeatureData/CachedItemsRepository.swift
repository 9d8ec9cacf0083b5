import FeatureDomain
import Foundation
import Networking

/// The one repository of every feature's items (pages, items, and the items another item links to) of an API
/// resource, read with the feature's DTO through the records the composition gives (the cache, or fixtures).
public struct CachedItemsRepository<DTO: IdentifiedDTO & DomainConvertible>: ItemsRepository, RelatedItemsLoader {
    let records: any APIRecords
    let resource: RickAndMortyAPI.Resource
    let queryItems: @Sendable (ListFilter) -> [URLQueryItem]

    /// Creates the repository of `resource`; `queryItems` turns a filter into the API's query.
    public init(
        records: any APIRecords, resource: RickAndMortyAPI.Resource,
        queryItems: @escaping @Sendable (ListFilter) -> [URLQueryItem] = { $0.queryItems }
    ) {
        self.records = records
        self.resource = resource
        self.queryItems = queryItems
    }

    /// A page of the resource's list narrowed by the query's filter.
    public func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<DTO.Domain>> {
        try await records.page(
            DTO.self, of: resource.rawValue, number: query.page, query: queryItems(query.filter), mode: mode
        ).map { $0.map { $0.toDomain() } }
    }

    /// The item `id`.
    public func item(id: Int, mode: FetchMode) async throws -> Fetched<DTO.Domain> {
        try await records.item(DTO.self, id: id, of: resource.rawValue, mode: mode).map { $0.toDomain() }
    }

    /// The items among `ids` that exist, sorted by id; no request for no ids.
    public func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[DTO.Domain]> {
        try await records.items(DTO.self, ids: ids, of: resource.rawValue, mode: mode).map { $0.map { $0.toDomain() } }
    }
}
