/// One page of the locations list.
struct LocationPage: Hashable, Sendable {
    let locations: [Location]
    /// This page's 1-based number.
    let number: Int
    /// How many pages the list has (0 when nothing matches).
    let pageCount: Int
    /// How many locations the list has in all.
    let totalCount: Int

    var hasNextPage: Bool { number < pageCount }
    var hasPreviousPage: Bool { number > 1 }

    /// The empty page a filter that matches nothing has.
    static func noMatch(number: Int) -> LocationPage {
        LocationPage(locations: [], number: number, pageCount: 0, totalCount: 0)
    }
}
