import Networking

extension CachedResourceLoader {
    /// The most ids one multi-id request (`/character/1,2,3`) carries; longer lists are split into chunks.
    static let defaultChunkSize = 20

    /// The items of `resource` among `ids`, sorted by id, in one request per chunk of `chunkSize` ids, all at once.
    ///
    /// Ids are sorted and deduplicated first; ids the API does not know are simply missing from the answer. No ids,
    /// no request. Stale when any chunk is.
    func items<DTO: Decodable & Sendable>(
        _ type: DTO.Type,
        ids: [Int],
        of resource: RickAndMortyAPI.Resource,
        chunkSize: Int = defaultChunkSize,
        mode: FetchMode
    ) async throws -> Fetched<[DTO]> {
        let chunks = IDChunks.make(ids, size: chunkSize)
        let loaded = try await withThrowingTaskGroup(of: (Int, Fetched<[DTO]>).self) { group in
            for (index, chunk) in chunks.enumerated() {
                group.addTask {
                    (index, try await load([DTO].self, from: .items(chunk, of: resource), mode: mode))
                }
            }
            var results: [Int: Fetched<[DTO]>] = [:]
            for try await (index, fetched) in group {
                results[index] = fetched
            }
            return chunks.indices.compactMap { results[$0] }
        }
        return Fetched(
            value: loaded.flatMap(\.value),
            freshness: loaded.reduce(Freshness.fresh) { $0.combined(with: $1.freshness) }
        )
    }
}
