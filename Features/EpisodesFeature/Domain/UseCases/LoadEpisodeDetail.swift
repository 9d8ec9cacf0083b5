import FeatureDomain

/// Loads one episode by id.
struct LoadEpisodeDetail: Sendable {
    let repository: any EpisodesRepository

    func callAsFunction(id: Int, mode: FetchMode) async throws -> Fetched<Episode> {
        try await repository.episode(id: id, mode: mode)
    }
}
