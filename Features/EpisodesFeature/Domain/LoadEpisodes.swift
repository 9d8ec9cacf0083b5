/// Loads several episodes by id, sorted by id; duplicates collapse and unknown ids are left out.
struct LoadEpisodes: Sendable {
    let repository: any EpisodesRepository

    func callAsFunction(ids: [Int], mode: FetchMode = .preferSaved) async throws -> Fetched<[Episode]> {
        let wanted = Set(ids.filter { $0 >= 1 }).sorted()
        guard !wanted.isEmpty else { return Fetched(value: [], freshness: .fresh) }
        return try await repository.episodes(ids: wanted, mode: mode)
    }
}
