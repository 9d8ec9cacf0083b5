import Networking

/// An episode's cast from the API's multi-id character endpoint, through the cache: one request per chunk of ids.
struct CachedCastLoader: CastLoader {
    let loader: CachedResourceLoader
    var chunkSize = CachedResourceLoader.defaultChunkSize

    func cast(ids: [Int], mode: FetchMode) async throws -> Fetched<[CastMember]> {
        let fetched = try await loader.items(
            CastMemberDTO.self, ids: ids, of: .character, chunkSize: chunkSize, mode: mode)
        return fetched.map { $0.map { $0.toDomain() } }
    }
}
