/// Loads several characters by id through the multi-id endpoint, a batch of ids per request.
struct LoadCharactersByIDUseCase: Sendable {
    let repository: any CharacterRepository
    let batches: BatchedIDLoader

    init(repository: any CharacterRepository, batchSize: Int = BatchedIDLoader.defaultBatchSize) {
        self.repository = repository
        self.batches = BatchedIDLoader(batchSize: batchSize)
    }

    /// The characters among `ids` that exist, in the order asked (duplicates once); no request for no ids.
    func execute(ids: [Int], mode: LoadMode) async throws -> LoadedResource<[Character]> {
        let repository = repository
        return try await batches.load(ids: ids) { batch in
            try await repository.characters(ids: batch, mode: mode)
        }
    }
}
