import FeatureData
import FeatureDomain
import FeatureKit
import Foundation
import Networking

/// What a crawl stores for this feature: every episode page, and the cast lists an episode's detail asks for,
/// cut with the feature's own batching rule.
enum EpisodeCrawlLinks {
    /// The feature's crawl contribution.
    static let contribution = CrawlContribution(resource: .episode, linkedLists: lists(in:))

    /// The multi-id character requests the details of the episodes on one page make.
    static func lists(in page: Data) throws -> [LinkedItems] {
        let decoded = try JSONDecoder().decode(PageLinks.self, from: page)
        return decoded.results.flatMap { episode in
            IDBatches.batches(episode.characters.compactMap(ResourceID.id(from:)))
                .map { LinkedItems(resource: .character, ids: $0) }
        }
    }

    private struct PageLinks: Decodable {
        struct Episode: Decodable {
            var characters: [String]
        }

        var results: [Episode]
    }
}
