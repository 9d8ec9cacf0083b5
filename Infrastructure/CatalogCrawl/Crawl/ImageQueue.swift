import Foundation
import Networking

/// Turns the items on a crawled page into image jobs, each URL once, when the crawl includes images and the
/// page's resource has them.
///
/// The URL is the one the feature reads the image from (its contribution's `image` endpoint on the crawled
/// server), so the feature finds the crawled images.
struct ImageQueue {
    let includesImages: Bool
    let configuration: APIConfiguration
    let images: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint]
    private var seen: Set<URL> = []

    init(
        includesImages: Bool,
        configuration: APIConfiguration,
        images: [RickAndMortyAPI.Resource: @Sendable (Int) -> Endpoint]
    ) {
        self.includesImages = includesImages
        self.configuration = configuration
        self.images = images
    }

    mutating func newJobs(from page: CatalogPage, of resource: RickAndMortyAPI.Resource) -> [CrawlJob] {
        guard includesImages, let image = images[resource] else { return [] }
        return page.results.compactMap { item in
            guard let url = try? configuration.url(for: image(item.id)), seen.insert(url).inserted else { return nil }
            return .image(url)
        }
    }
}
