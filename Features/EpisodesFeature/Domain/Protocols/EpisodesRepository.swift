import FeatureDomain

/// Where episodes come from; each call is one request at most (none when fresh saved data answers it).
protocol EpisodesRepository: Sendable {
    /// A page of the list narrowed by the query's filter (`Page.noMatch` when nothing matches).
    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Episode>>
    /// The episode `id`.
    func episode(id: Int, mode: FetchMode) async throws -> Fetched<Episode>
}
