import FeatureData
import FeatureDomain
import Foundation
import Networking

extension CrawlContribution {
    /// The crawl of `resource`'s pages, read with the feature's own DTO: each item's image when `image` is given,
    /// and the multi-id requests of `linked` its detail makes for the URLs `links` reads, cut with `IDBatches` as
    /// the feature's `CachedRelatedItemsLoader` cuts them.
    public static func pages<DTO: Decodable & Sendable>(
        of resource: RickAndMortyAPI.Resource,
        as type: DTO.Type,
        image: (@Sendable (Int) -> Endpoint)? = nil,
        linking linked: RickAndMortyAPI.Resource,
        by links: @escaping @Sendable (DTO) -> [String]
    ) -> CrawlContribution {
        CrawlContribution(resource: resource, image: image) { page in
            try JSONDecoder().decode(PageDTO<DTO>.self, from: page).results.flatMap { item in
                IDBatches.batches(links(item).compactMap(ResourceID.id(from:)))
                    .map { LinkedItems(resource: linked, ids: $0) }
            }
        }
    }
}
