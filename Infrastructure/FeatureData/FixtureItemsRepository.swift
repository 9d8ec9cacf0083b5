import FeatureDomain
import Foundation

/// A feature's items answered from a few of the API's records in memory, never from the network.
public struct FixtureItemsRepository<DTO: IdentifiedDTO & DomainConvertible>: ItemsRepository {
    let records: FixtureRecords<DTO>
    let pageSize: Int
    let queryItems: @Sendable (ListFilter) -> [URLQueryItem]

    /// Creates the repository over `json` (a JSON array of the API's objects), `pageSize` items a page.
    public init(
        json: Data, pageSize: Int = 20,
        queryItems: @escaping @Sendable (ListFilter) -> [URLQueryItem] = { $0.queryItems }
    ) throws(LoadFailure) {
        records = try FixtureRecords(json: json)
        self.pageSize = max(1, pageSize)
        self.queryItems = queryItems
    }

    /// The page the query asks for among the matching records.
    public func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<DTO.Domain>> {
        let matching = records.matching(queryItems(query.filter)).map { records.items[$0] }
        return Fetched(value: try Page.slice(of: matching, number: query.page, size: pageSize).map { $0.toDomain() })
    }

    /// The record `id`.
    public func item(id: Int, mode: FetchMode) async throws -> Fetched<DTO.Domain> {
        guard let index = records.items.firstIndex(where: { $0.id == id }) else {
            throw LoadFailure.itemNotFound(id: id)
        }
        return Fetched(value: records.items[index].toDomain(), record: records.records[index])
    }
}
