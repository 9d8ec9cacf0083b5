import FeatureKit

extension EpisodesAssembly: FeatureAssembly {
    /// The episodes list and detail, their commands, the crawl of every episode page and the `episodes` demo.
    public static let manifest = FeatureManifest(
        name: providerName,
        routes: [EpisodesRoute.listName, EpisodesRoute.detailName],
        opens: [EpisodesRoute.characterName],
        commands: [
            FeatureCommand(
                EpisodesRoute.listName,
                summary: "one page of episodes, optionally one season",
                options: [.page, CommandOption("season", placeholder: "N", value: .positiveInteger)]
            ),
            FeatureCommand(EpisodesRoute.detailName, summary: "one episode's detail with its cast", takesID: true),
        ],
        crawl: [EpisodeCrawlLinks.contribution],
        demos: [EpisodesDemo.script]
    )

    /// Creates the assembly; the episodes feature reads none of the App's settings.
    public init(settings: FeatureSettings) {
        self.init()
    }
}
