import Foundation

/// The API's records, a resource's read as the type a feature asks for: what every load of a composed feature reads.
///
/// The App's are read through its cache (`CachedJSONLoader`); a preview's `--fixtures` are a few records in memory
/// (`FixtureRecords`), so whatever a feature loads, fixtures answer it.
public protocol APIRecords: Sendable {
    /// Page `number` of `resource`'s list narrowed by `query` (the API's query items): "no match" is `Page.noMatch`
    /// on page 1, past it `LoadFailure.pageNotFound`.
    func page<Record: Decodable & Sendable>(
        _ type: Record.Type, of resource: String, number: Int, query: [URLQueryItem], mode: FetchMode
    ) async throws -> Fetched<Page<Record>>

    /// The record `id` of `resource`, with the bytes it was read from; `LoadFailure.itemNotFound` when there is none.
    func item<Record: Decodable & Sendable & Identifiable>(
        _ type: Record.Type, id: Int, of resource: String, mode: FetchMode
    ) async throws -> Fetched<Record> where Record.ID == Int

    /// The records of `resource` among `ids` that exist, sorted by id (`IDBatches`: 20 a request); none for no ids.
    func items<Record: Decodable & Sendable>(
        _ type: Record.Type, ids: [Int], of resource: String, mode: FetchMode
    ) async throws -> Fetched<[Record]>
}

extension APIRecords {
    /// The records of `resource` read as `type`, by id: the loader of a section of related items.
    public func related<Record: Decodable & Sendable>(
        _ type: Record.Type, of resource: String
    ) -> some RelatedItemsLoader<Record> {
        RelatedRecords<Record>(records: self, resource: resource)
    }
}

private struct RelatedRecords<Record: Decodable & Sendable>: RelatedItemsLoader {
    let records: any APIRecords
    let resource: String

    func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[Record]> {
        try await records.items(Record.self, ids: ids, of: resource, mode: mode)
    }
}
