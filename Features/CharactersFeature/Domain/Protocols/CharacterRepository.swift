/// Where characters come from; each call is one request at most (or none, when fresh saved data answers it).
protocol CharacterRepository: Sendable {
    /// Page `number` of the list narrowed by `filter`; throws `CharacterLoadError.pageNotFound` when there is none.
    func page(_ number: Int, filter: CharacterFilter, mode: LoadMode) async throws -> LoadedResource<CharacterPage>
    /// The character `id`; throws `CharacterLoadError.characterNotFound` when there is none.
    func character(id: Int, mode: LoadMode) async throws -> LoadedResource<Character>
    /// The characters among `ids` that exist, sorted by id, in ONE request; `ids` must not be empty.
    func characters(ids: [Int], mode: LoadMode) async throws -> LoadedResource<[Character]>
}
