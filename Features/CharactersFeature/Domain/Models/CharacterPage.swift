/// One page of a (possibly filtered) character list, with where it sits among all pages.
struct CharacterPage: Hashable, Sendable {
    let characters: [Character]
    /// The 1-based number of this page.
    let number: Int
    /// How many pages the whole list has; zero when nothing matches.
    let pageCount: Int
    /// How many characters the whole list has.
    let totalCount: Int

    var hasNextPage: Bool { number < pageCount }
    var hasPreviousPage: Bool { number > 1 }

    /// The answer to a filter that matches nothing (the API says 404).
    static let noMatch = CharacterPage(characters: [], number: 1, pageCount: 0, totalCount: 0)
}
