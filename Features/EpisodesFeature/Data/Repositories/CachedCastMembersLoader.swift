import FeatureData
import FeatureDomain

/// An episode's cast from the API's multi-id character endpoint, through the cache: one request per `IDBatches`
/// batch, with this feature's own minimal DTO.
struct CachedCastMembersLoader: CastMembersLoader {
    let loader: CachedJSONLoader

    func castMembers(ids: [Int], mode: FetchMode) async throws -> Fetched<[CastMember]> {
        try await loader.items(CastMemberDTO.self, ids: ids, of: .character, mode: mode).map {
            $0.map { $0.toDomain() }
        }
    }
}
