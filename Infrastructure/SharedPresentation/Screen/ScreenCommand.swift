/// A user command sent to the screen on top: the script language's verbs, parsed.
public enum ScreenCommand: Hashable, Sendable {
    /// Go to the next page.
    case next
    /// Go to the previous page.
    case previous
    /// Reload what the screen shows, bypassing fresh cached data.
    case refresh
    /// Append the next page (infinite lists).
    case loadMore
    /// Repeat the load that failed last.
    case retry
    /// Search by name; an empty text clears the search.
    case search(String)
    /// Narrow by one filter key (combines with the current search); an empty value removes the filter.
    case filter(key: String, value: String)
    /// Open the item with this id (a list row, a cast member, an episode of a character).
    case open(id: Int)
    /// Load (or reload) the image of the item with this id.
    case image(id: Int)
}
