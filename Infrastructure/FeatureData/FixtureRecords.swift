import FeatureDomain
import Foundation

/// A few of the API's records of one resource, decoded with a feature's DTO and kept with their text fields, so a
/// feature can run on them with no server: its preview with `--fixtures`, or a test.
struct FixtureRecords<DTO: Decodable & Sendable>: Sendable {
    let items: [DTO]
    let fields: [[String: String]]
    /// Each record's JSON, for a detail's record.
    let records: [Data]

    /// Reads `json`, a JSON array of the API's objects; throws a `LoadFailure.unreadable` when it is not one.
    init(json: Data) throws(LoadFailure) {
        do {
            items = try JSONDecoder().decode([DTO].self, from: json)
            let objects = try JSONSerialization.jsonObject(with: json) as? [[String: Any]] ?? []
            fields = objects.map { object in object.compactMapValues { $0 as? String } }
            records = try objects.map { try JSONSerialization.data(withJSONObject: $0) }
        } catch {
            throw .unreadable
        }
    }

    /// The indices of the records every query item matches, as the API matches filters: a case-insensitive part of
    /// the field, or its start for a value that starts with "male" (so `gender=male` is not Female).
    func matching(_ query: [URLQueryItem]) -> [Int] {
        fields.indices.filter { index in
            query.allSatisfy { item in
                guard let value = item.value?.lowercased(), !value.isEmpty else { return true }
                guard let field = fields[index][item.name]?.lowercased() else { return false }
                return value.hasPrefix("male") ? field.hasPrefix(value) : field.contains(value)
            }
        }
    }
}
