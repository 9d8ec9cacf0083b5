import FeatureDomain

/// Loads the episodes a character appears in, in the order the character lists them (the loader asks in batches
/// of ids, never one request per episode).
struct LoadCharacterEpisodes: Sendable {
    let loader: any EpisodeSummariesLoader

    /// The character's episodes that exist, each once, in the character's order.
    func callAsFunction(of character: Character, mode: FetchMode) async throws -> Fetched<[EpisodeSummary]> {
        let ids = character.episodeIDs
        guard !ids.isEmpty else { return Fetched(value: []) }
        let loaded = try await loader.items(ids: ids, mode: mode)
        let byID = Dictionary(loaded.value.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<Int> = []
        return loaded.map { _ in ids.filter { seen.insert($0).inserted }.compactMap { byID[$0] } }
    }
}
