/// One page of `/character?page=N`: `{"info": {...}, "results": [...]}`.
struct CharacterPageDTO: Decodable, Sendable {
    let info: PageInfoDTO
    let results: [CharacterDTO]
}
