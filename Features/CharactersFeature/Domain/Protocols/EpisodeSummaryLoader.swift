/// Loads the code and name of episodes by id, for a character's episode list.
protocol EpisodeSummaryLoader: Sendable {
    /// The episodes among `ids` that exist, in ONE request; `ids` must not be empty.
    func episodes(ids: [Int], mode: LoadMode) async throws -> LoadedResource<[EpisodeSummary]>
}
