import APIReplica
import Foundation
import Networking

/// The URLs a full crawl loads: every list page and every avatar, as the crawl builds them.
struct CrawlBenchmarkURLs {
    let pages: [URL]
    let avatars: [URL]

    init(dataset: ReplicaDataset, configuration: APIConfiguration) throws {
        var pages: [URL] = []
        let counts: [(RickAndMortyAPI.Resource, Int)] = [
            (.character, dataset.characters.count), (.episode, dataset.episodes.count),
            (.location, dataset.locations.count),
        ]
        for (resource, count) in counts {
            let pageCount = (count + RickAndMortyAPI.pageSize - 1) / RickAndMortyAPI.pageSize
            for page in 1...max(1, pageCount) {
                pages.append(try configuration.url(for: .page(page, of: resource)))
            }
        }
        self.pages = pages
        avatars = try dataset.characters.map { try configuration.url(for: .avatar(characterID: $0.id)) }
    }
}
