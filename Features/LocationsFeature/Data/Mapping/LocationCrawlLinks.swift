import FeatureKit

/// What a crawl stores for this feature: every location page, and the residents lists a location's detail asks
/// for.
enum LocationCrawlLinks {
    static let contribution = CrawlContribution.pages(
        of: .location, as: LocationDTO.self, linking: .character, by: \.residents)
}
