import SharedPresentation

/// A character's detail on the shared detail screen: its fields, its avatar, its episodes (each opening the
/// episode) and its origin and location (opening the location).
enum CharacterDetail {
    static func parts(
        load: LoadCharacterDetail, loadEpisodes: LoadCharacterEpisodes, avatars: ImageAddition
    ) -> DetailScreenParts<Character> {
        DetailScreenParts(
            noun: CharactersStrings.noun,
            load: { try await load(id: $0, mode: $1) },
            title: \.name,
            fields: { character in
                [
                    .init(label: CharactersStrings.statusLabel, value: CharactersStrings.statusText(character.status)),
                    .init(label: CharactersStrings.speciesLabel, value: DisplayWord.capitalized(character.species)),
                    .init(label: CharactersStrings.typeLabel, value: CharactersStrings.typeText(character.type)),
                    .init(label: CharactersStrings.genderLabel, value: CharactersStrings.genderText(character.gender)),
                    .init(label: CharactersStrings.originLabel, value: character.origin.name),
                    .init(label: CharactersStrings.locationLabel, value: character.location.name),
                    .init(label: CharactersStrings.episodesLabel, value: String(character.episodeIDs.count)),
                ]
            },
            values: \.screenValues,
            related: [
                RelatedItems(
                    title: CharactersStrings.episodesLabel,
                    load: { try await loadEpisodes(of: $0, mode: $1).map { $0.map(\.row) } },
                    open: { CharactersScreens.episodeRoute(id: $0) }
                )
            ],
            links: [
                DetailLink("origin") { $0.origin.id.map(CharactersScreens.locationRoute(id:)) },
                DetailLink("location") { $0.location.id.map(CharactersScreens.locationRoute(id:)) },
            ],
            image: avatars
        )
    }
}
