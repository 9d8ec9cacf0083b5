import FeatureData
import FeatureDomain

/// Locations from the API through the cache, under the shared rule for no match, pages past the end and missing
/// items.
struct CachedLocationsRepository: LocationsRepository {
    let loader: CachedJSONLoader

    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Location>> {
        try await loader.page(
            LocationDTO.self, of: .location, number: query.page, filters: query.filter.queryItems, mode: mode
        ).map { $0.map { $0.toDomain() } }
    }

    func location(id: Int, mode: FetchMode) async throws -> Fetched<Location> {
        try await loader.item(LocationDTO.self, id: id, of: .location, mode: mode).map { $0.toDomain() }
    }
}
