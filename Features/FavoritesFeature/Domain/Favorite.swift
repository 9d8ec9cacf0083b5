/// A character the user keeps, as the favourites list shows it (the feature's own minimal view of a character; the
/// characters feature shows the rest).
struct Favorite: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    /// As the API sends it: `Alive`, `Dead` or `unknown`.
    let status: String
    let species: String
}
