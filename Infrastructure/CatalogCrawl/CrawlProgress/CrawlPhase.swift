/// A stretch of a crawl after its loads: what it is doing while no page or image arrives.
public enum CrawlPhase: Sendable, Hashable {
    /// Composing the answers of `lists` lists of linked items (an episode's cast) from the pages already loaded.
    case details(lists: Int)
    /// Waiting for `writes` entries of `bytes` bytes in all, still on their way to the disk.
    case storing(writes: Int, bytes: Int)
}
