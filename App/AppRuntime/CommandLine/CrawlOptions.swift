/// The options of `crawl`: whether images come too, and how many requests run at once.
public struct CrawlOptions: Hashable, Sendable {
    /// The concurrency when `--concurrency` is not given.
    public static let defaultConcurrency = 4
    /// The accepted `--concurrency` values.
    public static let concurrencyRange = 1...64

    /// `--images`: fetch every character's image too.
    public var includesImages: Bool
    /// `--concurrency N`: requests in flight at once (1...64).
    public var concurrency: Int

    /// Creates options.
    public init(includesImages: Bool = false, concurrency: Int = Self.defaultConcurrency) {
        self.includesImages = includesImages
        self.concurrency = concurrency
    }
}
