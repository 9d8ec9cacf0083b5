import FeatureDomain

/// Where characters come from; each call is one request at most (none when fresh saved data answers it).
protocol CharactersRepository: Sendable {
    /// A page of the list narrowed by the query's filter (`Page.noMatch` when nothing matches).
    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Character>>
    /// The character `id`.
    func character(id: Int, mode: FetchMode) async throws -> Fetched<Character>
}
