/// Loads the episodes a character appears in, a batch of ids per request (never one request per episode).
struct LoadCharacterEpisodesUseCase: Sendable {
    let loader: any EpisodeSummaryLoader
    let batches: BatchedIDLoader

    init(loader: any EpisodeSummaryLoader, batchSize: Int = BatchedIDLoader.defaultBatchSize) {
        self.loader = loader
        self.batches = BatchedIDLoader(batchSize: batchSize)
    }

    /// The episodes among `ids` that exist, in the order asked; no request for no ids.
    func execute(ids: [Int], mode: LoadMode) async throws -> LoadedResource<[EpisodeSummary]> {
        let loader = loader
        return try await batches.load(ids: ids) { batch in
            try await loader.episodes(ids: batch, mode: mode)
        }
    }
}
