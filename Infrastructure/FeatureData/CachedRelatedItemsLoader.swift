import FeatureDomain
import Networking

/// The one loader of the items another item links to: the API's multi-id endpoint of a resource through the cached
/// loader, one request per `IDBatches` batch, mapped with the feature's own minimal DTO.
public struct CachedRelatedItemsLoader<DTO: Decodable & Sendable & DomainConvertible>: RelatedItemsLoader {
    let loader: CachedJSONLoader
    let resource: RickAndMortyAPI.Resource

    /// Creates the loader of `resource`'s items.
    public init(loader: CachedJSONLoader, resource: RickAndMortyAPI.Resource) {
        self.loader = loader
        self.resource = resource
    }

    /// The items among `ids` that exist, sorted by id; no request for no ids.
    public func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[DTO.Domain]> {
        try await loader.items(DTO.self, ids: ids, of: resource, mode: mode).map { $0.map { $0.toDomain() } }
    }
}
