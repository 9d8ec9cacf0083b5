import FeatureDomain

/// A loaded page of a list, with the query it answers.
public struct ListLoad<Item: Sendable>: Sendable {
    /// The query the page answers.
    public var query: ListQuery
    /// The page and how fresh it is.
    public var page: Fetched<Page<Item>>

    /// Creates a load.
    public init(query: ListQuery, page: Fetched<Page<Item>>) {
        self.query = query
        self.page = page
    }
}
