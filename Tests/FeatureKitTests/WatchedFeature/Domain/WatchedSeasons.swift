import APIVocabulary
import FeatureDomain
import Networking

/// The watched episodes of a page, each with its season's progress: the watched count from every kept id, each
/// season's size from the server (one request a season shown).
struct WatchedSeasons: Sendable {
    let episodes: any ItemsRepository<EpisodeSummary> & RelatedItemsLoader<EpisodeSummary>
    let saved: any SavedIDs

    func callAsFunction(_ page: Page<EpisodeSummary>) async throws -> Page<WatchedEpisode> {
        let watched = try await episodes.items(ids: try saved.ids(), mode: .preferSaved).value
        var progress: [Int?: SeasonProgress] = [:]
        for season in Set(page.items.map(\.code.season)) {
            let count = watched.filter { $0.code.season == season }.count
            progress[season] = SeasonProgress(season: season, watched: count, episodes: try await size(of: season))
        }
        return page.map { episode in
            WatchedEpisode(
                episode: episode,
                season: progress[episode.code.season] ?? SeasonProgress(season: nil, watched: 0, episodes: nil))
        }
    }

    private func size(of season: Int?) async throws -> Int? {
        guard let season else { return nil }
        let filter = try RickAndMortyAPI.Resource.episode.filters.filter(
            from: ["episode": EpisodeCode.filterValue(forSeason: season)])
        return try await episodes.page(ListQuery(filter: filter), mode: .preferSaved).value.totalCount
    }
}
