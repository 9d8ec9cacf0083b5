import Networking

/// Loads episode summaries through the multi-id endpoint (`/episode/1,2,3`) with this feature's own minimal DTO.
struct APIEpisodeSummaryLoader: EpisodeSummaryLoader {
    let loader: CachedJSONLoader
    let configuration: APIConfiguration

    func episodes(ids: [Int], mode: LoadMode) async throws -> LoadedResource<[EpisodeSummary]> {
        // The API rejects an empty id list with a 500, so none is ever sent.
        guard !ids.isEmpty else { return LoadedResource(value: [], storedAt: nil) }
        let url = try configuration.url(for: .items(ids, of: .episode))
        return try await loader.load([EpisodeSummaryDTO].self, from: url, mode: mode).map { $0.map { $0.toDomain() } }
    }
}
