import FeatureKit
import Networking
import SharedPresentation

/// The characters feature: the list (paged, narrowed by name, status, species, type and gender, with avatars when
/// asked for), a character's detail with its avatar, its episodes and its places, and `--failure-rate` for demos.
public struct CharactersAssembly: DeclaredFeature {
    /// The values of `--failure-rate` and `--failure-seed`.
    public let settings: FeatureSettings
    /// Creates the assembly with the values of its options.
    public init(settings: FeatureSettings = FeatureSettings()) { self.settings = settings }

    /// Its parts: the API's characters read as `CharacterDTO`, their rows, fields, episodes, places and avatars.
    public static let parts = FeatureParts.listDetail(
        of: .character, as: CharacterDTO.self,
        list: ListDeclaration(
            "characters", summary: "one page of characters, narrowed by filters", noun: CharactersStrings.noun,
            filters: CharacterFilters.rules, row: \.row),
        detail: DetailDeclaration(
            summary: "one character's detail", title: \.name, fields: \.fields, values: \.screenValues,
            related: [
                .section(
                    CharactersStrings.episodesTitle, of: .episode, as: EpisodeSummaryDTO.self, ids: \.episodeIDs,
                    order: .asListed, opens: .episode, row: \.row)
            ],
            links: [
                DetailLink("origin", opens: .location) { $0.origin.id },
                DetailLink("location", opens: .location) { $0.location.id },
            ]),
        image: ImageDeclaration(
            summary: "a character's image: its detail, then its avatar", endpoint: { .avatar(characterID: $0) },
            decorate: FailureSimulatingImageLoader.decorating, failureText: CharactersStrings.message(for:)),
        options: [FailureSimulatingImageLoader.failureRate, FailureSimulatingImageLoader.failureSeed],
        demos: [CharactersDemo.script])
}
