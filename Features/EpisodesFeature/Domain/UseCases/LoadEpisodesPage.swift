import FeatureDomain

/// Loads one page of the episodes list, narrowed by name, code and season.
///
/// The API filters codes by substring (`S01` would also match an `S010` code), so a page narrowed by season keeps
/// only the episodes whose parsed season is the one asked for.
struct LoadEpisodesPage: Sendable {
    let repository: any EpisodesRepository

    func callAsFunction(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Episode>> {
        let fetched = try await repository.page(query, mode: mode)
        guard let season = query.filter[EpisodeFilters.season].flatMap({ Int($0) }) else { return fetched }
        return fetched.map { $0.filter { $0.season == season } }
    }
}
