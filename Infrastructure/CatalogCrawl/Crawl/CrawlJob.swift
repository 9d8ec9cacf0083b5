import Foundation
import Networking

/// One thing a crawl loads into the cache: a list page, an image, or a detail derived from the pages.
public enum CrawlJob: Sendable, Hashable {
    /// Page `page` of `resource`'s list.
    case page(Int, of: RickAndMortyAPI.Resource)
    /// A character's avatar, at `Endpoint.avatar(characterID:)` on the crawled server.
    case image(URL)
}
