import FeatureData
import FeatureDomain
import FeatureKit
import Foundation

/// What a crawl stores for this feature: every location page, and the residents lists a location's detail asks
/// for, cut with `IDBatches` as `CachedResidentsLoader` cuts them.
enum LocationCrawlLinks {
    /// The feature's crawl contribution.
    static let contribution = CrawlContribution(resource: .location, linkedLists: lists(in:))

    /// The multi-id character requests the details of the locations on one page make.
    static func lists(in page: Data) throws -> [LinkedItems] {
        try JSONDecoder().decode(PageDTO<LocationDTO>.self, from: page).results.flatMap { location in
            IDBatches.batches(location.residents.compactMap(ResourceID.id(from:)))
                .map { LinkedItems(resource: .character, ids: $0) }
        }
    }
}
