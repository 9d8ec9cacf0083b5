import SharedPresentation

/// A character's detail on the shared detail screen: its fields, its avatar, its episodes (each opening the
/// episode) and its origin and location (opening the location).
enum CharacterDetail {
    static func parts(
        load: LoadCharacterDetail, loadEpisodes: LoadCharacterEpisodes, avatars: ImageAddition
    ) -> DetailScreenParts<Character> {
        let episodes = RelatedItems<Character>(
            title: CharactersStrings.episodesTitle, opens: .episode
        ) {
            try await loadEpisodes(of: $0, mode: $1).map { $0.map(\.row) }
        }
        let places = [
            DetailLink<Character>("origin", opens: .location) { $0.origin.id },
            DetailLink<Character>("location", opens: .location) { $0.location.id },
        ]
        return DetailScreenParts(
            noun: CharactersStrings.noun, load: load.callAsFunction, title: \.name, fields: \.fields,
            values: \.screenValues, related: [episodes], links: places, image: avatars)
    }
}
