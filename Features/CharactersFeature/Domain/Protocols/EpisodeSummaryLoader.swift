import FeatureDomain

/// Loads the code and name of episodes by id, for a character's episode list.
protocol EpisodeSummaryLoader: Sendable {
    /// The episodes among `ids` that exist, sorted by id; no request for no ids.
    func episodes(ids: [Int], mode: FetchMode) async throws -> Fetched<[EpisodeSummary]>
}
