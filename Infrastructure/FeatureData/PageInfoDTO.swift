/// A list page's `info` object: the totals and the neighbouring pages' URLs (nil at the ends).
public struct PageInfoDTO: Decodable, Sendable, Hashable {
    /// How many items the whole list has.
    public let count: Int
    /// How many pages the whole list has.
    public let pages: Int
    /// The next page's URL, nil on the last page.
    public let next: String?
    /// The previous page's URL, nil on the first page.
    public let prev: String?
}
