/// A character appearing in an episode, with just what an episode's cast list shows.
struct CastMember: Identifiable, Hashable, Sendable {
    /// The character's id.
    let id: Int
    /// The character's name.
    let name: String
    /// `Alive`, `Dead` or `unknown`.
    let status: String
    /// Such as `Human`.
    let species: String
}
