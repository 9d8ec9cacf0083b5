import FeatureDomain
import Foundation
import StrictJSON

/// A few of the API's records of each resource, in memory, answering as the API would: for a run without a server
/// (a preview's `--fixtures`, the contract's checks), whatever a feature loads.
public struct FixtureRecords: APIRecords {
    /// One resource's records: the JSON array, each object's bytes and its text fields (what a filter matches).
    private struct Resource: Sendable {
        let json: Data
        let records: [Data]
        let fields: [[String: String]]
    }

    private let resources: [String: Result<Resource, LoadFailure>]
    private let pageSize: Int

    /// Creates the records of `json`: by resource name, a JSON array of the API's objects.
    ///
    /// A list page holds `pageSize` of them. A resource whose JSON does not read fails each load with
    /// `LoadFailure.unreadable`.
    public init(_ json: [String: Data], pageSize: Int = 20) {
        resources = json.mapValues(Self.read)
        self.pageSize = max(1, pageSize)
    }

    /// The page asked for among the records matching `query` as the API matches (`gender=male` is not Female).
    public func page<Record: Decodable & Sendable>(
        _ type: Record.Type, of resource: String, number: Int, query: [URLQueryItem], mode: FetchMode
    ) async throws -> Fetched<Page<Record>> {
        let (found, items) = try decoded(Record.self, of: resource)
        let matching = items.indices.filter { index in
            query.allSatisfy { item in
                guard let value = item.value?.lowercased(), !value.isEmpty else { return true }
                guard let field = found.fields[index][item.name]?.lowercased() else { return false }
                return value.hasPrefix("male") ? field.hasPrefix(value) : field.contains(value)
            }
        }
        return Fetched(value: try Page.slice(of: matching.map { items[$0] }, number: number, size: pageSize))
    }

    /// The record `id`, with its bytes.
    public func item<Record: Decodable & Sendable & Identifiable>(
        _ type: Record.Type, id: Int, of resource: String, mode: FetchMode
    ) async throws -> Fetched<Record> where Record.ID == Int {
        let (found, items) = try decoded(Record.self, of: resource)
        guard let index = items.firstIndex(where: { $0.id == id }) else { throw LoadFailure.itemNotFound(id: id) }
        return Fetched(value: items[index], record: found.records[index])
    }

    /// The records among `ids`, sorted by id, as the API's multi-id endpoint answers.
    public func items<Record: Decodable & Sendable>(
        _ type: Record.Type, ids: [Int], of resource: String, mode: FetchMode
    ) async throws -> Fetched<[Record]> {
        let (found, items) = try decoded(Record.self, of: resource)
        let wanted = Set(ids)
        let kept = found.records.indices.compactMap { index -> (Int, Record)? in
            let id = found.fields[index]["id"].flatMap { Int($0) }
            return id.flatMap { wanted.contains($0) ? ($0, items[index]) : nil }
        }
        return Fetched(value: kept.sorted { $0.0 < $1.0 }.map(\.1))
    }

    // The resource's records read as `Record`; a resource with no records has none.
    private func decoded<Record: Decodable>(
        _ type: Record.Type, of resource: String
    ) throws(LoadFailure) -> (Resource, [Record]) {
        let found = try (resources[resource] ?? Self.read(Data("[]".utf8))).get()
        do {
            return (found, try JSONDecoder().decode([Record].self, from: found.json))
        } catch {
            throw .unreadable
        }
    }

    private static func read(_ json: Data) -> Result<Resource, LoadFailure> {
        do {
            let tape = try JSONTape(validating: json)
            let objects = tape.elements(of: tape.root) ?? []
            let fields = objects.map { object in
                Dictionary(
                    (tape.members(of: object) ?? []).compactMap { member in
                        (tape.string(member.value) ?? tape.integer(member.value).map(String.init)).map {
                            (member.key, $0)
                        }
                    },
                    uniquingKeysWith: { _, last in last })
            }
            return .success(
                Resource(
                    json: tape.bytesForDecoder, records: objects.map { Data(json[tape.range(of: $0)]) }, fields: fields)
            )
        } catch {
            return .failure(.unreadable)
        }
    }
}
