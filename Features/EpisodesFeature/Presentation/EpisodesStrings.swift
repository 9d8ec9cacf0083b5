import SharedPresentation

/// The words of the episodes feature.
enum EpisodesStrings {
    static let castTitle = "Cast"

    /// A season's heading: `Season 1`, or `Other` for episodes whose code names no season.
    static func seasonTitle(_ season: Int?) -> String {
        season.map { "Season \($0)" } ?? "Other"
    }

    /// `S01E01 · Pilot`.
    static func title(_ episode: Episode) -> String {
        "\(episode.code.text) · \(episode.name)"
    }
}
