import FeatureKit

extension CharactersAssembly: FeatureAssembly {
    /// The characters list and detail, their commands, the `image` script word, the crawl of every character
    /// page (with avatars) and the `characters` demo.
    public static let manifest = FeatureManifest(
        name: providerName,
        routes: [CharactersRoute.listName, CharactersRoute.detailName],
        opens: [CharactersRoute.episodeName, CharactersRoute.locationName],
        commands: [
            FeatureCommand(
                CharactersRoute.listName,
                summary: "one page of characters (N >= 1), narrowed by filters",
                options: [.page]
                    + CharacterFilterKey.allCases.sorted().map { key in
                        CommandOption(key.rawValue, placeholder: placeholders[key] ?? "X", value: .text)
                    }
            ),
            FeatureCommand(CharactersRoute.detailName, summary: "one character's detail (ID >= 1)", takesID: true),
            FeatureCommand(
                CharactersRoute.imageWord,
                summary: "a character's image: its detail, then its avatar",
                takesID: true,
                route: CharactersRoute.detailName,
                followedBy: CharactersRoute.imageWord
            ),
        ],
        scriptWords: [ScriptWord(CharactersRoute.imageWord, summary: "load the image of the character with this id")],
        crawl: [CharacterCrawlLinks.contribution],
        demos: [CharactersDemo.script]
    )

    /// Creates the assembly with the App's settings (simulated avatar failures).
    public init(settings: FeatureSettings) {
        self.init(avatarFailureRate: settings.imageFailureRate, avatarFailureSeed: settings.imageFailureSeed)
    }

    private static let placeholders: [CharacterFilterKey: String] = [
        .name: "X", .status: "S", .species: "S", .type: "T", .gender: "G",
    ]
}
