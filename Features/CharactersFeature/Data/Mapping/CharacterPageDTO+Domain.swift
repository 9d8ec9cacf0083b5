extension CharacterPageDTO {
    /// The domain page, numbered `number` (the page that was asked for; `info` does not say).
    func toDomain(number: Int) throws(CharacterMappingError) -> CharacterPage {
        CharacterPage(
            characters: try results.toDomain(),
            number: number,
            pageCount: info.pages,
            totalCount: info.count
        )
    }
}

extension [CharacterDTO] {
    /// The domain characters, in order; the first that cannot be mapped stops the mapping.
    func toDomain() throws(CharacterMappingError) -> [Character] {
        var characters: [Character] = []
        characters.reserveCapacity(count)
        for dto in self {
            characters.append(try dto.toDomain())
        }
        return characters
    }
}
