import SharedPresentation

/// The episodes of one season, or of no readable season ("Other"), as the list groups them.
struct SeasonSection: Hashable, Sendable {
    /// The season number; nil for episodes whose code is malformed.
    let season: Int?
    /// The season's episodes, in loading order.
    let episodes: [Episode]

    /// Groups `episodes` by season, seasons ascending, the malformed ones last under "Other".
    static func group(_ episodes: [Episode]) -> [SeasonSection] {
        let bySeason = Dictionary(grouping: episodes, by: \.season)
        let seasons = bySeason.keys.compactMap { $0 }.sorted()
        var sections = seasons.map { SeasonSection(season: $0, episodes: bySeason[$0] ?? []) }
        if let other = bySeason[nil] {
            sections.append(SeasonSection(season: nil, episodes: other))
        }
        return sections
    }

    /// The episodes as the list shows them: a titled section a season, seasons ascending, "Other" last.
    @Sendable static func sections(_ episodes: [Episode]) -> [(title: String?, items: [Episode])] {
        group(episodes).map { (EpisodesStrings.seasonTitle($0.season), $0.episodes) }
    }
}
