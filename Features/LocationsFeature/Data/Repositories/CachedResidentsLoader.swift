import FeatureData
import FeatureDomain

/// A location's residents from the API's multi-id character endpoint, through the cache: one request per
/// `IDBatches` batch, with this feature's own minimal DTO.
struct CachedResidentsLoader: ResidentsLoader {
    let loader: CachedJSONLoader

    func residents(ids: [Int], mode: FetchMode) async throws -> Fetched<[Resident]> {
        try await loader.items(ResidentDTO.self, ids: ids, of: .character, mode: mode).map { $0.map { $0.toDomain() } }
    }
}
