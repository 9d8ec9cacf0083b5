import Networking

/// Learns the plan from page 1 of each resource as those pages arrive, one resource at a time.
struct CrawlDiscovery {
    private var learned: CrawlPlan
    private var firstPagesLeft: Set<RickAndMortyAPI.Resource>

    init(resources: [RickAndMortyAPI.Resource], imageResources: Set<RickAndMortyAPI.Resource>, includesImages: Bool) {
        learned = CrawlPlan(
            resources: resources, imageResources: imageResources, pageCounts: [:], itemCounts: [:],
            includesImages: includesImages)
        firstPagesLeft = Set(resources)
    }

    /// The plan once every resource's page 1 has arrived or failed; nil before.
    var plan: CrawlPlan? {
        firstPagesLeft.isEmpty ? learned : nil
    }

    /// Takes in a loaded or failed job; for a resource's page 1 loaded for the first time (in a later round when it
    /// failed before), returns the resource's other pages.
    mutating func learn(from result: CrawlJobResult) -> [CrawlJob] {
        guard case .page(1, let resource) = result.job else { return [] }
        firstPagesLeft.remove(resource)
        guard case .page(let page) = result.outcome, learned.pageCounts[resource] == nil else { return [] }
        learned.pageCounts[resource] = page.info.pages
        learned.itemCounts[resource] = page.info.count
        return learned.remainingPages(of: resource)
    }
}
