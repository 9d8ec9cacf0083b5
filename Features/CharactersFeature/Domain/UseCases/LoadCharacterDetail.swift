import FeatureDomain

/// Loads one character by id.
struct LoadCharacterDetail: Sendable {
    let repository: any CharactersRepository

    func callAsFunction(id: Int, mode: FetchMode) async throws -> Fetched<Character> {
        try await repository.character(id: id, mode: mode)
    }
}
