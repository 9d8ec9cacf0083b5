import SharedPresentation

/// An episode's detail on the shared detail screen: its code, season, number, air date and cast, each cast member
/// opening the character.
enum EpisodeDetail {
    static func parts(load: LoadEpisodeDetail, loadCast: LoadEpisodeCast) -> DetailScreenParts<Episode> {
        DetailScreenParts(
            noun: EpisodesStrings.noun,
            load: { try await load(id: $0, mode: $1) },
            title: \.name,
            fields: { episode in
                [
                    .init(label: EpisodesStrings.codeLabel, value: episode.code.text),
                    .init(label: EpisodesStrings.seasonLabel, value: number(episode.code.season)),
                    .init(label: EpisodesStrings.episodeLabel, value: number(episode.code.episode)),
                    .init(label: EpisodesStrings.airDateLabel, value: DisplayDate.airDate(of: episode)),
                ]
            },
            values: \.screenValues,
            related: [
                RelatedItems(
                    title: EpisodesStrings.castTitle,
                    load: { try await loadCast(of: $0, mode: $1).map { $0.map(\.row) } },
                    open: { EpisodesScreens.characterRoute(id: $0) }
                )
            ]
        )
    }

    private static func number(_ value: Int?) -> String {
        value.map(String.init) ?? EpisodesStrings.unknownValue
    }
}
