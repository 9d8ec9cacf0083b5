/// The items of an endless list loaded so far, and how to load more: the infinite-list building block.
///
/// `items` holds every item loaded so far, earlier pages included; `loadMore` returns the next `Paginated` (again
/// with every item so far) and is nil on the last page. `Paginated.firstPage(from:load:)` builds such a chain from
/// a page-by-page loader.
public struct Paginated<Item: Sendable>: Sendable {
    /// Every item loaded so far, in order.
    public let items: [Item]
    /// Loads the next page and returns the list extended by it; nil when there is no next page.
    public let loadMore: (@Sendable () async throws -> Paginated<Item>)?

    /// Creates a list of `items` that `loadMore` extends (nil on the last page).
    public init(items: [Item], loadMore: (@Sendable () async throws -> Paginated<Item>)? = nil) {
        self.items = items
        self.loadMore = loadMore
    }

    /// True when there is no next page.
    public var isLastPage: Bool {
        loadMore == nil
    }
}
