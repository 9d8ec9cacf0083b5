import FeatureKit

extension EpisodesAssembly {
    /// The episodes list (endless, by name, code and season) and detail with its cast, their commands, the crawl
    /// of every episode page and the `episodes` demo.
    public static let manifest = FeatureManifest(
        name: "episodes",
        routes: EpisodesScreens.routes.names,
        opens: [.character],
        commands: [
            .list(
                EpisodesScreens.routes.list, summary: "the episodes, by season, narrowed by name, code or season",
                filters: EpisodeFilters.rules),
            .detail(EpisodesScreens.routes.detail, summary: "one episode's detail with its cast"),
        ],
        crawl: [EpisodeCrawlLinks.contribution],
        demos: [EpisodesDemo.script]
    )
}
