import SharedPresentation

/// Every user-facing text of the episodes screens, in one place.
enum EpisodesStrings {
    static let noun = ItemNoun("episode")
    static let otherSectionTitle = "Other"
    static let codeLabel = "Code"
    static let seasonLabel = "Season"
    static let episodeLabel = "Episode"
    static let airDateLabel = "Air date"
    static let castTitle = "Cast"
    static let unknownValue = "Unknown"

    static func seasonTitle(_ season: Int) -> String {
        "Season \(season)"
    }

    /// `S01E01 · Pilot`.
    static func episodeTitle(_ episode: Episode) -> String {
        "\(episode.code.text) · \(episode.name)"
    }

    /// A cast row's detail: `Alive · Human`.
    static func castDetail(_ member: CastMember) -> String {
        "\(DisplayWord.capitalized(member.status)) · \(DisplayWord.capitalized(member.species))"
    }
}
