import FeatureKit

extension CharactersAssembly {
    /// The characters list and detail, their commands, the `image` script word, the crawl of every character
    /// page (with avatars) and the `characters` demo.
    public static let manifest = FeatureManifest(
        name: "characters",
        routes: CharactersScreens.routes.names,
        opens: [.episode, .location],
        commands: [
            .list(
                CharactersScreens.routes.list, summary: "one page of characters, narrowed by filters",
                filters: CharacterFilters.rules, images: true),
            .detail(CharactersScreens.routes.detail, summary: "one character's detail"),
            FeatureCommand(
                CharactersScreens.imageWord,
                summary: "a character's image: its detail, then its avatar",
                takesID: true,
                route: CharactersScreens.routes.detail.rawValue,
                followedBy: CharactersScreens.imageWord
            ),
        ],
        options: [
            CommandOption(
                failureRateOption, placeholder: "R", value: .fraction,
                summary: "make a share R (0...1) of avatar loads fail, for demos"),
            CommandOption(
                failureSeedOption, placeholder: "N", value: .wholeNumber,
                summary: "the seed that makes --failure-rate repeatable"),
        ],
        scriptWords: [ScriptWord(CharactersScreens.imageWord, summary: "load the image of the character with this id")],
        crawl: [CharacterCrawlLinks.contribution],
        demos: [CharactersDemo.script]
    )

    /// `--failure-rate R`: the share of avatar loads that fail on purpose.
    static let failureRateOption = "failure-rate"
    /// `--failure-seed N`: the seed that decides which avatar loads fail.
    static let failureSeedOption = "failure-seed"
}
