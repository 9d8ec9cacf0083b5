import Networking

/// What a crawl fetches, learned from page 1 of each resource: how many pages and items every resource has, and
/// whether each character's image comes too.
public struct CrawlPlan: Sendable, Hashable {
    /// The resources in the order they are crawled.
    public static let resources: [RickAndMortyAPI.Resource] = [.character, .episode, .location]

    /// The number of list pages of each resource (`info.pages`); a resource whose page 1 failed is missing.
    public var pageCounts: [RickAndMortyAPI.Resource: Int]
    /// The number of items of each resource (`info.count`).
    public var itemCounts: [RickAndMortyAPI.Resource: Int]
    /// Whether every character's image is fetched too.
    public var includesImages: Bool

    /// Creates a plan.
    public init(
        pageCounts: [RickAndMortyAPI.Resource: Int],
        itemCounts: [RickAndMortyAPI.Resource: Int],
        includesImages: Bool
    ) {
        self.pageCounts = pageCounts
        self.itemCounts = itemCounts
        self.includesImages = includesImages
    }

    /// The number of list pages of every resource together.
    public var totalPages: Int {
        pageCounts.values.reduce(0, +)
    }

    /// The number of items of every resource together.
    public var totalItems: Int {
        itemCounts.values.reduce(0, +)
    }

    /// The number of images the crawl expects: one per character when images are included, else none.
    public var expectedImages: Int {
        includesImages ? itemCounts[.character, default: 0] : 0
    }

    /// Every page after page 1, resource by resource, in page order.
    public var remainingPages: [CrawlJob] {
        Self.resources.flatMap(remainingPages(of:))
    }

    /// The pages of `resource` after page 1, in page order.
    public func remainingPages(of resource: RickAndMortyAPI.Resource) -> [CrawlJob] {
        let pages = pageCounts[resource, default: 0]
        return pages < 2 ? [] : (2...pages).map { CrawlJob.page($0, of: resource) }
    }
}
