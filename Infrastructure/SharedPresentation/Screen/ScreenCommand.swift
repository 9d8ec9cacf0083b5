/// A user command sent to the screen on top: the script language's verbs, parsed.
public enum ScreenCommand: Hashable, Sendable {
    /// Go to the next page.
    case next
    /// Go to the previous page.
    case previous
    /// Go to page N of the list.
    case page(Int)
    /// Reload what the screen shows, bypassing fresh cached data.
    case refresh
    /// Append the next page (endless lists); on a detail, show every row of its long sections.
    case loadMore
    /// Repeat the load that failed last.
    case retry
    /// Search by name; an empty text clears the search. While `typing` (each keystroke of a search box) the screen
    /// waits for a pause before it loads; a whole word (a script's line) loads at once.
    case search(String, typing: Bool = true)
    /// Narrow by one filter key (combines with the current search); an empty value removes the filter.
    case filter(key: String, value: String)
    /// Open the item with this id (a list row, a cast member, an episode of a character).
    case open(id: Int)
    /// Open what the screen names by a word, such as a character's `origin` or `location`.
    case openLink(String)
    /// A feature's own verb for the item with this id, such as `image` (load or reload an item's image).
    case action(name: String, id: Int)

    /// The command's script verb, such as "next", "more" or a feature's "image".
    public var verb: String {
        switch self {
        case .next: "next"
        case .previous: "prev"
        case .page: "page"
        case .refresh: "refresh"
        case .loadMore: "more"
        case .retry: "retry"
        case .search: "search"
        case .filter: "filter"
        case .open, .openLink: "open"
        case .action(let name, _): name
        }
    }
}
