import SharedPresentation

/// Every user-facing text of the episodes screens, in one place.
enum EpisodesStrings {
    // Screen names, also used for tracking.
    static let listScreenName = "Episodes"
    static let detailScreenName = "Episode"

    // Episodes list
    static let listTitle = "Episodes"
    static let otherSectionTitle = "Other"
    static let noEpisodes = "No episodes."

    static func seasonTitle(_ season: Int) -> String {
        "Season \(season)"
    }

    static func seasonsSpan(_ first: Int, _ last: Int) -> String {
        first == last ? "Season \(first)" : "Seasons \(first)–\(last)"
    }

    static func loadedCount(_ loaded: Int, of total: Int) -> String {
        "\(loaded) of \(total) loaded"
    }

    static func noEpisodes(inSeason season: Int) -> String {
        "No episodes in season \(season)."
    }

    static func episodeTitle(code: String, name: String) -> String {
        "\(code) · \(name)"
    }

    static func loadMoreFailed(_ message: String) -> String {
        "Couldn't load more episodes: \(message)"
    }

    // Episode detail
    static let codeLabel = "Code"
    static let seasonLabel = "Season"
    static let episodeLabel = "Episode"
    static let airDateLabel = "Air date"
    static let unknownValue = "unknown"
    static let castSectionTitle = "Cast"
    static let noCast = "No characters are listed for this episode."

    static func placeholderTitle(episodeID: Int) -> String {
        "Episode \(episodeID)"
    }

    static func castDetail(status: String, species: String) -> String {
        "\(DisplayWord.capitalized(status)) · \(DisplayWord.capitalized(species))"
    }

    // Both screens
    static let joiner = " · "
}
