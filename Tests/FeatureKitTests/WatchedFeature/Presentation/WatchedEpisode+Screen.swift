import APIVocabulary
import SharedPresentation

extension WatchedEpisode: RowShown {
    /// The episode as a row: `S01E01 · Pilot`, opening the episode.
    var row: ScreenSnapshot.Row { episode.row }

    /// The episodes by season, each season's heading its progress: `Season 1: 3 of 11 watched`.
    @Sendable static func sections(_ episodes: [WatchedEpisode]) -> [(title: String?, items: [WatchedEpisode])] {
        SeasonSection.group(episodes, by: \.season.season).map { section in
            (section.items.first.map { WatchedStrings.progress($0.season, title: section.title) }, section.items)
        }
    }
}
