import Foundation
import Networking

/// What a crawl stores for one feature: every page of one API list, and its items' images; the items' details are
/// answered from the pages.
public struct CrawlContribution: Sendable {
    /// The API list whose pages are crawled.
    public var resource: RickAndMortyAPI.Resource
    /// The image of the item with an id, fetched when the crawl includes images; nil when items have none.
    public var image: (@Sendable (Int) -> Endpoint)?

    /// Creates a contribution.
    public init(resource: RickAndMortyAPI.Resource, image: (@Sendable (Int) -> Endpoint)? = nil) {
        self.resource = resource
        self.image = image
    }
}
