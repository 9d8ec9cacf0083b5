/// A character who lives at a location, as its detail lists them (the location's own minimal view of a
/// character; the characters feature shows the rest).
struct Resident: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    /// As the API sends it: `Alive`, `Dead` or `unknown`.
    let status: String
    let species: String
}
