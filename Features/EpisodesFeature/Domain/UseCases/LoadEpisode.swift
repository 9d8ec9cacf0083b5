import FeatureDomain

/// Loads one episode by id.
struct LoadEpisode: Sendable {
    let repository: any EpisodesRepository

    func callAsFunction(id: Int, mode: FetchMode = .preferSaved) async throws -> Fetched<Episode> {
        // The API has no ids below 1; asking would only cost a request that answers 404.
        guard id >= 1 else { throw EpisodesError.episodeNotFound(id: id) }
        return try await repository.episode(id: id, mode: mode)
    }
}
