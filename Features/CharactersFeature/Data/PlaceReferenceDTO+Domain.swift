import FeatureData

extension PlaceReferenceDTO {
    /// The domain place: its id when its URL ends with one (the API sends an empty URL for an unknown place).
    func toDomain() -> CharacterPlace {
        CharacterPlace(name: name, id: ResourceID.id(from: url))
    }
}
