import FeatureData
import FeatureDomain

/// Episodes from the API through the cache, under the shared rule for no match, pages past the end and missing
/// items.
struct CachedEpisodesRepository: EpisodesRepository {
    let loader: CachedJSONLoader

    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Episode>> {
        let airDates = AirDateParser()
        return try await loader.page(
            EpisodeDTO.self, of: .episode, number: query.page, filters: query.filter.episodeQueryItems, mode: mode
        ).map { $0.map { $0.toDomain(airDates: airDates) } }
    }

    func episode(id: Int, mode: FetchMode) async throws -> Fetched<Episode> {
        try await loader.item(EpisodeDTO.self, id: id, of: .episode, mode: mode).map { $0.toDomain() }
    }
}
