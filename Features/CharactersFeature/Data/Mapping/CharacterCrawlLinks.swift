import FeatureData
import FeatureDomain
import FeatureKit
import Foundation
import Networking

/// What a crawl stores for this feature: every character page, each character's avatar, and the episode lists a
/// character's detail asks for, cut with `IDBatches` as `CachedEpisodeSummariesLoader` cuts them.
enum CharacterCrawlLinks {
    /// The feature's crawl contribution.
    static let contribution = CrawlContribution(
        resource: .character,
        image: { Endpoint.avatar(characterID: $0) },
        linkedLists: lists(in:)
    )

    /// The multi-id episode requests the details of the characters on one page make.
    static func lists(in page: Data) throws -> [LinkedItems] {
        try JSONDecoder().decode(PageDTO<CharacterDTO>.self, from: page).results.flatMap { character in
            IDBatches.batches(character.episode.compactMap(ResourceID.id(from:)))
                .map { LinkedItems(resource: .episode, ids: $0) }
        }
    }
}
