/// What a list screen asks for: a page of the list narrowed by a filter.
public struct ListQuery: Hashable, Sendable {
    /// The 1-based page.
    public var page: Int
    /// The filter, search included.
    public var filter: ListFilter

    /// Creates a query; a page below 1 is page 1.
    public init(page: Int = 1, filter: ListFilter = ListFilter()) {
        self.page = max(1, page)
        self.filter = filter
    }
}
