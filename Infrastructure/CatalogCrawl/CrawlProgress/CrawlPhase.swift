/// A stretch of a crawl after its loads: what it is doing while no page or image arrives.
public enum CrawlPhase: Sendable, Hashable {
    /// Indexing which of `pages` pages lists each of `items` items, so the items' details are answered from them.
    case indexing(items: Int, pages: Int)
    /// Waiting for `writes` entries of `bytes` bytes in all, still on their way to the disk.
    case storing(writes: Int, bytes: Int)
}
