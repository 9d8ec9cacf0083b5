import FeatureDomain

/// Where episodes come from; the Data layer answers it from the API through the cache.
protocol EpisodesRepository: Sendable {
    /// The list page `page`, only episodes whose code contains the season's filter value when `season` is given.
    ///
    /// Throws `EpisodesError.pageNotFound` for a page past the end; a first page with no match is an empty page.
    func page(_ page: Int, season: Int?, mode: FetchMode) async throws -> Fetched<EpisodePage>
    /// The episode `id`; throws `EpisodesError.episodeNotFound` when there is none.
    func episode(id: Int, mode: FetchMode) async throws -> Fetched<Episode>
}
