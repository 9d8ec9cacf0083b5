import APIReplica
import FeatureKit
import Foundation
import Networking

/// The URLs a full crawl of `contributions` loads from a dataset: every list page of each contributed resource and
/// every image the contributions ask for, built as the crawl builds them.
struct CrawlBenchmarkURLs {
    /// A contributed resource the replica does not serve.
    struct UnservedResource: Error, CustomStringConvertible {
        let resource: RickAndMortyAPI.Resource
        var description: String { "the replica serves no '\(resource.rawValue)' list to crawl" }
    }

    let pages: [URL]
    let images: [URL]

    init(dataset: ReplicaDataset, contributions: [CrawlContribution], configuration: APIConfiguration) throws {
        var pages: [URL] = []
        var images: [URL] = []
        var crawled: Set<RickAndMortyAPI.Resource> = []
        // Like the crawl: each resource once, with the image endpoint of its first contribution.
        for contribution in contributions where crawled.insert(contribution.resource).inserted {
            let resource = contribution.resource
            guard let served = ReplicaResource(rawValue: resource.rawValue) else {
                throw UnservedResource(resource: resource)
            }
            let records = dataset.records(of: served)
            let pageCount = (records.count + RickAndMortyAPI.pageSize - 1) / RickAndMortyAPI.pageSize
            for page in 1...max(1, pageCount) {
                pages.append(try configuration.url(for: .page(page, of: resource)))
            }
            if let image = contribution.image {
                images += try records.map { try configuration.url(for: image($0.id)) }
            }
        }
        self.pages = pages
        self.images = images
    }
}
