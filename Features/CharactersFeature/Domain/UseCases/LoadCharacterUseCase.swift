import FeatureDomain

/// Loads one character by id.
struct LoadCharacterUseCase: Sendable {
    let repository: any CharacterRepository

    /// The character `id`; `CharacterLoadError.characterNotFound` when there is none.
    func execute(id: Int, mode: FetchMode) async throws -> Fetched<Character> {
        try await repository.character(id: id, mode: mode)
    }
}
