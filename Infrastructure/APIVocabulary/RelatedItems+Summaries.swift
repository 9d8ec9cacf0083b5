import Networking
import SharedPresentation

extension RelatedItems {
    /// A detail's section of the characters its item links to by `ids` (an episode's cast, a location's residents),
    /// sorted by id, each a character's summary row opening the character.
    public static func characters(_ title: String, ids: @escaping @Sendable (Owner) -> [Int]) -> RelatedItems {
        RelatedItems(
            title, of: RickAndMortyAPI.Resource.character.rawValue, as: CharacterSummary.self, ids: ids,
            opens: .character, row: \.row)
    }

    /// A detail's section of the episodes its item links to by `ids` (a character's episodes), in the item's order,
    /// each an episode's summary row opening the episode.
    public static func episodes(_ title: String, ids: @escaping @Sendable (Owner) -> [Int]) -> RelatedItems {
        RelatedItems(
            title, of: RickAndMortyAPI.Resource.episode.rawValue, as: EpisodeSummary.self, ids: ids,
            order: .asListed, opens: .episode, row: \.row)
    }
}
