import FeatureKit
import SharedPresentation

/// The episodes feature: the list (endless, grouped by season, narrowed by name, code and season) and an
/// episode's detail with its cast, each opening the character.
public struct EpisodesAssembly: DeclaredFeature {
    /// The values of the App's options; the feature declares none.
    public let settings: FeatureSettings
    /// Creates the assembly.
    public init(settings: FeatureSettings = FeatureSettings()) { self.settings = settings }

    /// Its parts: the API's episodes read as `EpisodeDTO`, by season, their rows, fields and cast.
    public static let parts = FeatureParts.listDetail(
        of: .episode, as: EpisodeDTO.self,
        list: ListDeclaration(
            "episodes", summary: "the episodes, by season, narrowed by name, code or season",
            noun: EpisodesStrings.noun, filters: EpisodeFilters.rules, style: .endless, row: \.row,
            sections: SeasonSection.sections, queryItems: \.episodeQueryItems, narrowing: EpisodeFilters.keepingSeason),
        detail: DetailDeclaration(
            summary: "one episode's detail with its cast", title: \.name, fields: \.fields, values: \.screenValues,
            related: [
                .section(
                    EpisodesStrings.castTitle, of: .character, as: CastMemberDTO.self, ids: \.characterIDs,
                    opens: .character, row: \.row)
            ]),
        demos: [EpisodesDemo.script])
}
