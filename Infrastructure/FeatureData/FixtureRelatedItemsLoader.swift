import FeatureDomain
import Foundation

/// Related items answered from a few of the API's records in memory: the ones among the ids asked for, sorted by
/// id, as the API's multi-id endpoint answers (an id without a record is left out).
public struct FixtureRelatedItemsLoader<DTO: IdentifiedDTO & DomainConvertible>: RelatedItemsLoader {
    let records: FixtureRecords<DTO>

    /// Creates the loader over `json`, a JSON array of the API's objects.
    public init(json: Data) throws(LoadFailure) {
        records = try FixtureRecords(json: json)
    }

    /// The records among `ids`, sorted by id.
    public func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[DTO.Domain]> {
        let wanted = Set(ids)
        return Fetched(
            value: records.items.filter { wanted.contains($0.id) }.sorted { $0.id < $1.id }.map { $0.toDomain() })
    }
}
