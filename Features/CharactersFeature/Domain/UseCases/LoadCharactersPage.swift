import FeatureDomain

/// Loads one page of the characters list, narrowed by name, status, species, type and gender.
struct LoadCharactersPage: Sendable {
    let repository: any CharactersRepository

    func callAsFunction(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Character>> {
        try await repository.page(query, mode: mode)
    }
}
