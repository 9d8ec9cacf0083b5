import FeatureData

/// A character exactly as the API sends it (`/character/1`, or inside a page's `results`).
struct CharacterDTO: IdentifiedDTO {
    let id: Int
    let name: String
    let status: String
    let species: String
    let type: String
    let gender: String
    let origin: PlaceReferenceDTO
    let location: PlaceReferenceDTO
    let image: String
    let episode: [String]
    let url: String
    let created: String
}
