/// Which page of which filtered list a load asks for.
struct CharacterListRequest: Hashable, Sendable {
    let page: Int
    let filter: CharacterFilter
}
