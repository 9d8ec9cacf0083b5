import FeatureData

/// A character as another resource's screens show it (an episode's cast, a location's residents, the favourites):
/// who it is, whether it is alive, its species and its avatar; the characters feature shows the rest.
///
/// It reads the API's character object as it comes (other keys are ignored), so it is its own record and model.
public struct CharacterSummary: IdentifiedDTO, DomainConvertible, Identifiable, Hashable {
    /// The character's id.
    public let id: Int
    /// The character's name.
    public let name: String
    /// As the API sends it: `Alive`, `Dead` or `unknown`.
    public let status: String
    /// Such as `Human`.
    public let species: String
    /// The avatar's address, as the server gave it.
    public let image: String

    /// Creates a summary.
    public init(id: Int, name: String, status: String, species: String, image: String) {
        self.id = id
        self.name = name
        self.status = status
        self.species = species
        self.image = image
    }

    /// The summary itself: the record is the model.
    public func toDomain() -> CharacterSummary {
        self
    }
}
