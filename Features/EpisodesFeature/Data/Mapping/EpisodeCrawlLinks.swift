import FeatureData
import FeatureDomain
import FeatureKit
import Foundation

/// What a crawl stores for this feature: every episode page, and the cast lists an episode's detail asks for,
/// cut with `IDBatches` as `CachedCastMembersLoader` cuts them.
enum EpisodeCrawlLinks {
    /// The feature's crawl contribution.
    static let contribution = CrawlContribution(resource: .episode, linkedLists: lists(in:))

    /// The multi-id character requests the details of the episodes on one page make.
    static func lists(in page: Data) throws -> [LinkedItems] {
        try JSONDecoder().decode(PageDTO<EpisodeDTO>.self, from: page).results.flatMap { episode in
            IDBatches.batches(episode.characters.compactMap(ResourceID.id(from:)))
                .map { LinkedItems(resource: .character, ids: $0) }
        }
    }
}
