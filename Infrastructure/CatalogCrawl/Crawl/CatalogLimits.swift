/// The most a crawl believes of the numbers a server sends, so its memory never depends on what a server claims.
public enum CatalogLimits {
    /// The most list pages a crawl follows for one resource (`info.pages`).
    public static let maxPages = 100_000
    /// The most items a resource may claim (`info.count`).
    public static let maxItems = 10_000_000
    /// The largest item id accepted (ids start at 1).
    public static let maxID = Int(Int32.max)
}
