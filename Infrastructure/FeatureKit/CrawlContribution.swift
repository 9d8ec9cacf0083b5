import Foundation
import Networking

/// What a crawl stores for one feature: every page of one API list, its items' images and linked lists.
public struct CrawlContribution: Sendable {
    /// The API list whose pages are crawled.
    public var resource: RickAndMortyAPI.Resource
    /// The image of the item with an id, fetched when the crawl includes images; nil when items have none.
    public var image: (@Sendable (Int) -> Endpoint)?
    /// The multi-id requests the feature's screens make for the items of one crawled page.
    public var linkedLists: @Sendable (Data) throws -> [LinkedItems]

    /// Creates a contribution.
    public init(
        resource: RickAndMortyAPI.Resource,
        image: (@Sendable (Int) -> Endpoint)? = nil,
        linkedLists: @escaping @Sendable (Data) throws -> [LinkedItems] = { _ in [] }
    ) {
        self.resource = resource
        self.image = image
        self.linkedLists = linkedLists
    }
}
