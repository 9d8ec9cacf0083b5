import FeatureKit

extension LocationsAssembly {
    /// The locations list (paged, filtered by name, type and dimension) and detail with residents, their
    /// commands, the crawl of every location page and the `locations` demo.
    public static let manifest = FeatureManifest(
        name: "locations",
        routes: LocationsScreens.routes.names,
        opens: [.character],
        commands: [
            .list(
                LocationsScreens.routes.list, summary: "one page of locations, narrowed by name, type or dimension",
                filters: LocationFilters.rules),
            .detail(LocationsScreens.routes.detail, summary: "one location's detail with its residents"),
        ],
        crawl: [LocationCrawlLinks.contribution],
        demos: [LocationsDemo.script]
    )
}
