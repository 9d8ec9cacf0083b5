import SharedPresentation

/// The episodes list on the shared list screen: endless (`more`), grouped by season, narrowed by name, code and
/// season.
enum EpisodeList {
    static func parts(loadPage: LoadEpisodesPage) -> ListScreenParts<Episode> {
        ListScreenParts(
            noun: EpisodesStrings.noun,
            style: .endless,
            filters: EpisodeFilters.rules,
            load: { try await loadPage($0, mode: $1) },
            row: { episode in
                ScreenSnapshot.Row(
                    id: episode.id, title: EpisodesStrings.episodeTitle(episode),
                    detail: DisplayDate.airDate(of: episode), values: episode.screenValues)
            },
            sections: { episodes in
                SeasonSection.group(episodes).map { section in
                    ListSection(
                        title: section.season.map(EpisodesStrings.seasonTitle) ?? EpisodesStrings.otherSectionTitle,
                        items: section.episodes)
                }
            },
            open: { EpisodesScreens.routes.detail(id: $0) }
        )
    }
}
