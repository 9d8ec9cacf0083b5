import FeatureDomain

/// Where characters come from; each call is one request at most (or none, when fresh saved data answers it).
protocol CharacterRepository: Sendable {
    /// Page `number` of the list narrowed by `filter`; throws `CharacterLoadError.pageNotFound` when there is none.
    func page(_ number: Int, filter: CharacterFilter, mode: FetchMode) async throws -> Fetched<CharacterPage>
    /// The character `id`; throws `CharacterLoadError.characterNotFound` when there is none.
    func character(id: Int, mode: FetchMode) async throws -> Fetched<Character>
}
