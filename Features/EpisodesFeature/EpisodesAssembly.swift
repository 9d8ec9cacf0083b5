import APIVocabulary
import FeatureKit
import SharedPresentation

/// The episodes feature: the list (endless, grouped by season, narrowed by name, code and season) and an
/// episode's detail with its cast, each opening the character.
public struct EpisodesAssembly: FeatureAssembly {
    /// Its parts: the API's episodes read as `EpisodeDTO` (the season asked for kept), by season, their rows, fields
    /// and cast.
    public static let parts = FeatureParts.listDetail(
        of: .api(.episode, as: EpisodeDTO.self, filters: EpisodeFilters.rules, query: \.episodeQueryItems)
            .keeping(EpisodeFilters.keepingSeason),
        list: ListScreenParts(
            summary: "the episodes, by season, narrowed by name, code or season", style: .endless,
            sections: { SeasonSection.sections($0, by: \.season) }),
        detail: DetailScreenParts(
            summary: "one episode's detail with its cast",
            related: [.characters("Cast", ids: \.characterIDs)]),
        demo: """
            # Episodes: the list by season and an episode's cast.
            expect Season 1
            more
            expect Season 2
            episodes --season 2
            expect S02E01 · A Rickle in Time
            expect-not S01E01
            open 13
            expect Mortynight Run
            expect Cast
            expect Morty Smith
            back
            expect Season 2
            """)
}
