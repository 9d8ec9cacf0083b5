import FeatureData

extension CharacterDTO: DomainConvertible {
    /// The domain character; unknown status and gender values are kept, a place whose URL is empty (or does not end
    /// with an id) has no id, and episode URLs that do not end with an id are left out.
    func toDomain() -> Character {
        Character(
            id: id, name: name, status: CharacterStatus(apiValue: status), species: species, type: type,
            gender: CharacterGender(apiValue: gender),
            origin: origin.toDomain(), location: location.toDomain(),
            image: image, episodeIDs: episode.compactMap(ResourceID.id(from:)), url: url, created: created)
    }
}
