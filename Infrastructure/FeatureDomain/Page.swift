/// One page of a list as the API serves it: its items and where it sits among all pages.
public struct Page<Item: Sendable>: Sendable {
    /// The items on this page, in the API's order.
    public var items: [Item]
    /// This page's 1-based number.
    public var number: Int
    /// How many pages the whole list has; zero when nothing matches.
    public var pageCount: Int
    /// How many items the whole list has, in all pages (the API's `info.count`).
    public var totalCount: Int

    /// Creates a page.
    public init(items: [Item], number: Int, pageCount: Int, totalCount: Int) {
        self.items = items
        self.number = number
        self.pageCount = pageCount
        self.totalCount = totalCount
    }

    /// The empty first page of a list that nothing matches (the API answers such a filter with its "no match").
    public static var noMatch: Page {
        Page(items: [], number: 1, pageCount: 0, totalCount: 0)
    }

    /// True when a page follows this one.
    public var hasNextPage: Bool { number < pageCount }
    /// True when a page comes before this one.
    public var hasPreviousPage: Bool { number > 1 }

    /// The same page with each item transformed.
    public func map<Other: Sendable>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(items: try items.map(transform), number: number, pageCount: pageCount, totalCount: totalCount)
    }

    /// The same page keeping only the items `isIncluded` accepts (the counts stay the API's).
    public func filter(_ isIncluded: (Item) -> Bool) -> Page {
        Page(items: items.filter(isIncluded), number: number, pageCount: pageCount, totalCount: totalCount)
    }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
