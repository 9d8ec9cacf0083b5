import FeatureDomain

/// Loads one page of the episodes list, optionally one season only.
///
/// The API filters seasons by substring (`S01` would also match an `S010` code), so the page keeps only episodes
/// whose parsed season is the one asked for.
struct LoadEpisodesPage: Sendable {
    let repository: any EpisodesRepository

    func callAsFunction(page: Int, season: Int?, mode: FetchMode = .preferSaved) async throws -> Fetched<EpisodePage> {
        guard page >= 1 else { throw EpisodesError.invalidPage(page) }
        if let season, season < 1 { throw EpisodesError.invalidSeason(season) }
        let fetched = try await repository.page(page, season: season, mode: mode)
        guard let season else { return fetched }
        return fetched.map { page in
            EpisodePage(
                episodes: page.episodes.filter { $0.season == season },
                number: page.number,
                pageCount: page.pageCount,
                totalCount: page.totalCount,
                nextPage: page.nextPage
            )
        }
    }
}
