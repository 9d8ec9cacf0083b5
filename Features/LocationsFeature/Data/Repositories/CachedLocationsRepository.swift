import FeatureData
import FeatureDomain
import Networking

/// Locations from the API through the cache; the API's "no match" and "not found" become `LocationsError`s.
struct CachedLocationsRepository: LocationsRepository {
    let loader: CachedJSONLoader

    func page(_ page: Int, filter: LocationFilter, mode: FetchMode) async throws -> Fetched<LocationPage> {
        let endpoint = Endpoint.page(page, of: .location, filters: filter.queryItems)
        do {
            return try await loader.load(LocationPageDTO.self, from: endpoint, mode: mode).map {
                $0.toDomain(number: page)
            }
        } catch {
            // The API's "no match" answers both a filter that matches nothing and a page past the end.
            guard case .noMatch = error else { throw error }
            guard page == 1 else { throw LocationsError.pageNotFound(page: page) }
            return Fetched(value: .noMatch(number: page))
        }
    }

    func location(id: Int, mode: FetchMode) async throws -> Fetched<Location> {
        do {
            return try await loader.load(LocationDTO.self, from: .item(id, of: .location), mode: mode).map {
                $0.toDomain()
            }
        } catch {
            guard case .notFound = error else { throw error }
            throw LocationsError.locationNotFound(id: id)
        }
    }
}
