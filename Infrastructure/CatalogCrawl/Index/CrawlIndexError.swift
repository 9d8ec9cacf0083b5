/// Why stored bytes are not a crawl's index.
public enum CrawlIndexError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not an index; the reason says what is wrong.
    case unreadable(String)

    /// The problem in a sentence.
    public var description: String {
        switch self {
        case .unreadable(let reason): "the crawl's index cannot be read: \(reason)"
        }
    }
}
