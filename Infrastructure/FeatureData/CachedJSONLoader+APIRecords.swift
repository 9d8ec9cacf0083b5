import FeatureDomain
import Foundation
import Networking

extension CachedJSONLoader: APIRecords {
    /// Page `number` of the resource named `resource` (`character`, `episode`, `location`).
    public func page<Record: Decodable & Sendable>(
        _ type: Record.Type, of resource: String, number: Int, query: [URLQueryItem], mode: FetchMode
    ) async throws -> Fetched<Page<Record>> {
        try await page(type, of: try Self.resource(resource), number: number, filters: query, mode: mode)
    }

    /// The item `id` of the resource named `resource`.
    public func item<Record: Decodable & Sendable & Identifiable>(
        _ type: Record.Type, id: Int, of resource: String, mode: FetchMode
    ) async throws -> Fetched<Record> where Record.ID == Int {
        try await item(type, id: id, of: try Self.resource(resource), mode: mode)
    }

    /// The items among `ids` of the resource named `resource`.
    public func items<Record: Decodable & Sendable>(
        _ type: Record.Type, ids: [Int], of resource: String, mode: FetchMode
    ) async throws -> Fetched<[Record]> {
        try await items(type, ids: ids, of: try Self.resource(resource), mode: mode)
    }

    private static func resource(_ name: String) throws(LoadFailure) -> RickAndMortyAPI.Resource {
        guard let resource = RickAndMortyAPI.Resource(rawValue: name) else {
            throw .invalidAddress("the API has no resource '\(name)'")
        }
        return resource
    }
}
