import FeatureDomain

/// Loads an episode's cast, sorted by id, in batches of ids.
struct LoadEpisodeCast: Sendable {
    let loader: any CastMembersLoader

    func callAsFunction(of episode: Episode, mode: FetchMode) async throws -> Fetched<[CastMember]> {
        try await loader.castMembers(ids: episode.characterIDs, mode: mode)
    }
}
