/// One page of the episodes list and where it sits among all pages.
struct EpisodePage: Hashable, Sendable {
    /// The episodes on this page, in the API's order.
    let episodes: [Episode]
    /// This page's number, 1-based.
    let number: Int
    /// How many pages the list has (0 when nothing matches).
    let pageCount: Int
    /// How many episodes the whole list has.
    let totalCount: Int
    /// The number of the page after this one, nil on the last page.
    let nextPage: Int?

    /// The page the API answers when nothing matches a filter (it sends a 404 for that).
    static func empty(number: Int) -> EpisodePage {
        EpisodePage(episodes: [], number: number, pageCount: 0, totalCount: 0, nextPage: nil)
    }
}
