import FeatureData
import FeatureDomain

/// A character's own fields exactly as the API sends them (`/character/1`, or inside a page's `results`), beside the
/// basics every item has.
struct CharacterDTO: ItemDTO {
    let status: String
    let species: String
    let type: String
    let gender: String
    let origin: PlaceReferenceDTO
    let location: PlaceReferenceDTO
    let image: String
    let episode: [String]

    /// The domain character; unknown status and gender values are kept, a place whose URL is empty (or does not end
    /// with an id) has no id, and episode URLs that do not end with an id are left out.
    func toDomain(_ basics: ItemBasics) -> Character {
        Character(
            basics: basics, status: CharacterStatus(apiValue: status), species: species, type: type,
            gender: CharacterGender(apiValue: gender), origin: origin.toDomain(), location: location.toDomain(),
            image: image, episodeIDs: episode.compactMap(ResourceID.id(from:)))
    }
}
