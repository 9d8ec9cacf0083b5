import FeatureDomain
import Foundation
import StrictJSON

/// A feature's items from a few of the API's records in memory, for a run without a server (`--fixtures`, tests).
public struct FixtureItems<DTO: IdentifiedDTO & DomainConvertible>: ItemsRepository, RelatedItemsLoader {
    let items: [DTO]
    let fields: [[String: String]]
    /// Each record's JSON, for a detail's record.
    let records: [Data]
    let pageSize: Int
    let queryItems: @Sendable (ListFilter) -> [URLQueryItem]

    /// Creates the items of `json`, a JSON array of the API's objects (else `LoadFailure.unreadable`).
    public init(
        json: Data, pageSize: Int = 20,
        queryItems: @escaping @Sendable (ListFilter) -> [URLQueryItem] = { $0.queryItems }
    ) throws(LoadFailure) {
        do {
            let tape = try JSONTape(validating: json)
            items = try JSONDecoder().decode([DTO].self, from: tape.bytesForDecoder)
            let objects = tape.elements(of: tape.root) ?? []
            fields = objects.map { object in
                Dictionary(
                    (tape.members(of: object) ?? []).compactMap { member in
                        tape.string(member.value).map { (member.key, $0) }
                    },
                    uniquingKeysWith: { _, last in last })
            }
            records = objects.map { Data(json[tape.range(of: $0)]) }
        } catch {
            throw .unreadable
        }
        self.pageSize = max(1, pageSize)
        self.queryItems = queryItems
    }

    /// The page the query asks for among the records matching as the API matches (`gender=male` is not Female).
    public func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<DTO.Domain>> {
        let filters = queryItems(query.filter)
        let matching = items.indices.filter { index in
            filters.allSatisfy { item in
                guard let value = item.value?.lowercased(), !value.isEmpty else { return true }
                guard let field = fields[index][item.name]?.lowercased() else { return false }
                return value.hasPrefix("male") ? field.hasPrefix(value) : field.contains(value)
            }
        }
        let page = try Page.slice(of: matching.map { items[$0] }, number: query.page, size: pageSize)
        return Fetched(value: page.map { $0.toDomain() })
    }

    /// The record `id`.
    public func item(id: Int, mode: FetchMode) async throws -> Fetched<DTO.Domain> {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            throw LoadFailure.itemNotFound(id: id)
        }
        return Fetched(value: items[index].toDomain(), record: records[index])
    }

    /// The records among `ids`, sorted by id, as the API's multi-id endpoint answers.
    public func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[DTO.Domain]> {
        let wanted = Set(ids)
        return Fetched(value: items.filter { wanted.contains($0.id) }.sorted { $0.id < $1.id }.map { $0.toDomain() })
    }
}
