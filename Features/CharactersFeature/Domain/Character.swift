import FeatureDomain

/// A character of the show, as the domain knows it: who it is, where it comes from, and the episodes it is in.
struct Character: APIItem {
    let basics: ItemBasics
    let status: CharacterStatus
    let species: String
    /// The subspecies or variant; often empty.
    let type: String
    let gender: CharacterGender
    let origin: CharacterPlace
    let location: CharacterPlace
    /// The avatar's address as the server gave it.
    let image: String
    /// The ids of the episodes the character appears in, in the server's order.
    let episodeIDs: [Int]
}
