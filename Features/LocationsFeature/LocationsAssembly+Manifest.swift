import FeatureKit

extension LocationsAssembly: FeatureAssembly {
    /// The locations list (paged, filtered by name, type and dimension) and detail with residents, their
    /// commands, the crawl of every location page and the `locations` demo.
    public static let manifest = FeatureManifest(
        name: providerName,
        routes: [LocationsRoute.listName, LocationsRoute.detailName],
        opens: [LocationsRoute.characterName],
        commands: [
            FeatureCommand(
                LocationsRoute.listName,
                summary: "one page of locations, narrowed by name, type or dimension",
                options: [
                    .page,
                    CommandOption("name", placeholder: "X", value: .text),
                    CommandOption("type", placeholder: "T", value: .text),
                    CommandOption("dimension", placeholder: "D", value: .text),
                ]
            ),
            FeatureCommand(
                LocationsRoute.detailName, summary: "one location's detail with its residents", takesID: true),
        ],
        crawl: [LocationCrawlLinks.contribution],
        demos: [LocationsDemo.script]
    )

    /// Creates the assembly; the locations feature reads none of the App's settings.
    public init(settings: FeatureSettings) {
        self.init()
    }
}
