import FeatureData
import FeatureDomain

/// Loads episode summaries through the multi-id endpoint (`/episode/1,2,3`, in `IDBatches`) with this feature's
/// own minimal DTO.
struct APIEpisodeSummaryLoader: EpisodeSummaryLoader {
    let loader: CachedJSONLoader

    func episodes(ids: [Int], mode: FetchMode) async throws -> Fetched<[EpisodeSummary]> {
        try await loader.items(EpisodeSummaryDTO.self, ids: ids, of: .episode, mode: mode).map {
            $0.map { $0.toDomain() }
        }
    }
}
