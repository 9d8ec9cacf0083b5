import SharedPresentation

/// The characters list on the shared list screen: a page at a time, narrowed by name, status, species, type and
/// gender, with avatars when asked for.
enum CharacterList {
    static func parts(loadPage: LoadCharactersPage, avatars: ImageAddition) -> ListScreenParts<Character> {
        ListScreenParts(
            noun: CharactersStrings.noun, filters: CharacterFilters.rules, load: loadPage.callAsFunction, row: \.row,
            open: CharactersScreens.routes.detail(id:), images: avatars)
    }
}
