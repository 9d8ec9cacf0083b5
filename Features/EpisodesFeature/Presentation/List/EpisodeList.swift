import SharedPresentation

/// The episodes list on the shared list screen: endless (`more`), grouped by season, narrowed by name, code and
/// season.
enum EpisodeList {
    static func parts(loadPage: LoadEpisodesPage) -> ListScreenParts<Episode> {
        ListScreenParts(
            noun: EpisodesStrings.noun, style: .endless, filters: EpisodeFilters.rules, load: loadPage.callAsFunction,
            row: \.row, sections: seasons, open: EpisodesScreens.routes.detail(id:))
    }

    /// The episodes grouped by season, seasons ascending, the ones without a readable season last.
    @Sendable static func seasons(_ episodes: [Episode]) -> [ListSection<Episode>] {
        SeasonSection.group(episodes).map {
            ListSection(title: EpisodesStrings.seasonTitle($0.season), items: $0.episodes)
        }
    }
}
