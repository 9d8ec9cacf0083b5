import FeatureDomain

/// Loads the code and name of episodes by id, for a character's episodes, in batches of ids.
protocol EpisodeSummariesLoader: Sendable {
    /// The episodes among `ids` that exist, sorted by id; no request for no ids.
    func episodeSummaries(ids: [Int], mode: FetchMode) async throws -> Fetched<[EpisodeSummary]>
}
