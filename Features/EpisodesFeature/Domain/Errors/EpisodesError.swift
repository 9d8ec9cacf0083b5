import FeatureDomain

/// Why an episodes load failed, beyond the network's own errors; each case names what was asked for.
enum EpisodesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No episode has this id.
    case episodeNotFound(id: Int)
    /// The list has no page with this number.
    case pageNotFound(page: Int)
    /// The page number is below 1.
    case invalidPage(Int)
    /// The season number is below 1.
    case invalidSeason(Int)

    var description: String {
        switch self {
        case .episodeNotFound(let id): "episode \(id) was not found"
        case .pageNotFound(let page): "episodes page \(page) was not found"
        case .invalidPage(let page): "page \(page) is not a valid page number (pages start at 1)"
        case .invalidSeason(let season): "season \(season) is not a valid season number (seasons start at 1)"
        }
    }
}

extension EpisodesError: RetryableError {
    /// Never: asking again for something that does not exist, or is not valid, gives the same answer.
    var isWorthRetrying: Bool { false }
}
