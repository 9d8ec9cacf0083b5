import SharedPresentation

/// The characters list on the shared list screen: a page at a time, narrowed by name, status, species, type and
/// gender, with avatars when asked for.
enum CharacterList {
    static func parts(loadPage: LoadCharactersPage, avatars: ImageAddition) -> ListScreenParts<Character> {
        ListScreenParts(
            noun: CharactersStrings.noun,
            filters: CharacterFilters.rules,
            load: { try await loadPage($0, mode: $1) },
            row: { character in
                ScreenSnapshot.Row(
                    id: character.id, title: character.name, detail: CharactersStrings.rowDetail(character),
                    values: character.screenValues)
            },
            open: { CharactersScreens.routes.detail(id: $0) },
            images: avatars
        )
    }
}
