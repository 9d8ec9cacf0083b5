/// How far the user is through a season: how many of its episodes are watched, of how many the server has.
struct SeasonProgress: Hashable, Sendable {
    let season: Int?
    let watched: Int
    /// The season's episodes on the server; nil for the episodes whose code names no season.
    let episodes: Int?
}
