import FeatureDomain

/// Loads an episode, then its cast; stale when either part is.
struct LoadEpisodeDetail: Sendable {
    let loadEpisode: LoadEpisode
    let castLoader: any CastLoader

    func callAsFunction(id: Int, mode: FetchMode = .preferSaved) async throws -> Fetched<EpisodeDetail> {
        let episode = try await loadEpisode(id: id, mode: mode)
        let cast = try await castLoader.cast(ids: episode.value.characterIDs, mode: mode)
        return Fetched(
            value: EpisodeDetail(episode: episode.value, cast: cast.value),
            freshness: episode.freshness.combined(with: cast.freshness)
        )
    }
}
