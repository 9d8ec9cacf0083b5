import FeatureKit

extension CharactersAssembly {
    /// The characters list and detail, their commands, the `image` script word, the crawl of every character
    /// page (with avatars) and the `characters` demo.
    public static let manifest = FeatureManifest(
        name: "characters",
        routes: CharactersScreens.routes.names,
        opens: [CharactersScreens.episodeRouteName, CharactersScreens.locationRouteName],
        commands: [
            .list(
                CharactersScreens.routes.list, summary: "one page of characters, narrowed by filters",
                filters: CharacterFilters.rules, images: true),
            .detail(CharactersScreens.routes.detail, summary: "one character's detail"),
            FeatureCommand(
                CharactersScreens.imageWord,
                summary: "a character's image: its detail, then its avatar",
                takesID: true,
                route: CharactersScreens.routes.detail,
                followedBy: CharactersScreens.imageWord
            ),
        ],
        scriptWords: [ScriptWord(CharactersScreens.imageWord, summary: "load the image of the character with this id")],
        crawl: [CharacterCrawlLinks.contribution],
        demos: [CharactersDemo.script]
    )
}
