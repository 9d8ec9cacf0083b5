/// A character's origin or last known location: its name, and its id when the server links one.
struct CharacterPlace: Hashable, Sendable {
    let name: String
    /// Nil for an unknown place (the API sends an empty URL).
    let id: Int?
}
