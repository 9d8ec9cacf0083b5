/// A location with its residents.
struct LocationDetail: Hashable, Sendable {
    let location: Location
    /// The residents, sorted by id.
    let residents: [Resident]
}
