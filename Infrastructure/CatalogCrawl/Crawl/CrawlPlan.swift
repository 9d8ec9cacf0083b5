import Networking

/// What a crawl fetches, learned from page 1 of each resource: how many pages and items each has, and images.
public struct CrawlPlan: Sendable, Hashable {
    /// The resources in the order they are crawled (the features' contributions, in catalog order).
    public var resources: [RickAndMortyAPI.Resource]
    /// The resources whose items each have an image, fetched when `includesImages` is set.
    public var imageResources: Set<RickAndMortyAPI.Resource>

    /// The number of list pages of each resource (`info.pages`); a resource whose page 1 failed is missing.
    public var pageCounts: [RickAndMortyAPI.Resource: Int]
    /// The number of items of each resource (`info.count`).
    public var itemCounts: [RickAndMortyAPI.Resource: Int]
    /// Whether the items' images are fetched too.
    public var includesImages: Bool

    /// Creates a plan.
    public init(
        resources: [RickAndMortyAPI.Resource],
        imageResources: Set<RickAndMortyAPI.Resource> = [],
        pageCounts: [RickAndMortyAPI.Resource: Int],
        itemCounts: [RickAndMortyAPI.Resource: Int],
        includesImages: Bool
    ) {
        self.resources = resources
        self.imageResources = imageResources
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

    /// The number of images the crawl expects: one per item of each resource with images, when included.
    public var expectedImages: Int {
        includesImages ? imageResources.reduce(0) { $0 + itemCounts[$1, default: 0] } : 0
    }

    /// Every page after page 1, resource by resource, in page order.
    public var remainingPages: [CrawlJob] {
        resources.flatMap(remainingPages(of:))
    }

    /// The pages of `resource` after page 1, in page order.
    public func remainingPages(of resource: RickAndMortyAPI.Resource) -> [CrawlJob] {
        let pages = pageCounts[resource, default: 0]
        return pages < 2 ? [] : (2...pages).map { CrawlJob.page($0, of: resource) }
    }
}
