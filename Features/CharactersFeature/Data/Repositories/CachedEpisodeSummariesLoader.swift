import FeatureData
import FeatureDomain

/// Episode summaries from the API's multi-id episode endpoint, through the cache: one request per `IDBatches`
/// batch, with this feature's own minimal DTO.
struct CachedEpisodeSummariesLoader: EpisodeSummariesLoader {
    let loader: CachedJSONLoader

    func episodeSummaries(ids: [Int], mode: FetchMode) async throws -> Fetched<[EpisodeSummary]> {
        try await loader.items(EpisodeSummaryDTO.self, ids: ids, of: .episode, mode: mode).map {
            $0.map { $0.toDomain() }
        }
    }
}
