import FeatureDomain

/// Loads the episodes a character appears in, in the order the character lists them (the loader asks in
/// batches of ids, never one request per episode).
struct LoadCharacterEpisodesUseCase: Sendable {
    let loader: any EpisodeSummaryLoader

    /// The episodes among `ids` that exist, each once, in the order first asked; no request for no ids.
    func execute(ids: [Int], mode: FetchMode) async throws -> Fetched<[EpisodeSummary]> {
        guard !ids.isEmpty else { return Fetched(value: []) }
        let loaded = try await loader.episodes(ids: ids, mode: mode)
        let byID = Dictionary(loaded.value.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<Int> = []
        return loaded.map { _ in ids.filter { seen.insert($0).inserted }.compactMap { byID[$0] } }
    }
}
