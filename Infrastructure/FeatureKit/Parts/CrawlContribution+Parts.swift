import FeatureDomain
import Networking
import SharedPresentation

extension CrawlContribution {
    /// What a crawl stores for a feature listing `source`: every page, each item's image when there is one, and the
    /// multi-id requests of each related section (a page is decoded for them only when there are sections).
    init<Item>(_ source: ItemsSource<Item>, related: [RelatedItems<Item>] = [], image: FeatureImages? = nil) {
        let sections = related.compactMap { section in
            section.resource.flatMap(RickAndMortyAPI.Resource.init(rawValue:)).map { ($0, section.ids) }
        }
        self.init(resource: source.resource, image: image?.endpoint) { page in
            guard !sections.isEmpty else { return [] }
            return try source.pageItems(page).flatMap { item in
                sections.flatMap { resource, ids in
                    IDBatches.batches(ids(item)).map { LinkedItems(resource: resource, ids: $0) }
                }
            }
        }
    }
}
