import FeatureData
import Foundation

extension CharacterDTO {
    /// The domain character; unknown status and gender values are kept, an empty origin or location URL means an
    /// unknown place, and every episode URL must end with an id.
    func toDomain() throws(CharacterMappingError) -> Character {
        Character(
            id: id,
            name: name,
            status: CharacterStatus(apiValue: status),
            species: species,
            type: type,
            gender: CharacterGender(apiValue: gender),
            origin: try origin.toDomain(characterID: id, field: "origin.url"),
            location: try location.toDomain(characterID: id, field: "location.url"),
            imageURL: image.isEmpty ? nil : URL(string: image),
            episodeIDs: try episodeIDs()
        )
    }

    private func episodeIDs() throws(CharacterMappingError) -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(episode.count)
        for (index, url) in episode.enumerated() {
            guard let episodeID = ResourceID.id(from: url) else {
                throw .invalidResourceURL(characterID: id, field: "episode[\(index)]", url: url)
            }
            ids.append(episodeID)
        }
        return ids
    }
}

extension PlaceReferenceDTO {
    fileprivate func toDomain(characterID: Int, field: String) throws(CharacterMappingError) -> CharacterPlace {
        guard !url.isEmpty else { return CharacterPlace(name: name, id: nil) }
        guard let id = ResourceID.id(from: url) else {
            throw .invalidResourceURL(characterID: characterID, field: field, url: url)
        }
        return CharacterPlace(name: name, id: id)
    }
}
