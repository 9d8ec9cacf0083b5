import CatalogCrawl
import FeatureKit
import Foundation
import Networking

/// Crawl contributions shaped like the App's features: characters with avatars whose details ask for their
/// episodes (each id once, in the order listed, 20 a request), episodes whose details ask for their cast (sorted,
/// 20 a request), and locations with nothing linked.
enum SampleContributions {
    static let all: [CrawlContribution] = [characters, episodes, locations]

    static let characters = CrawlContribution(
        resource: .character,
        image: { Endpoint.avatar(characterID: $0) },
        linkedLists: { page in try links(in: page, key: "episode", of: .episode, batches: inOrder) }
    )

    static let episodes = CrawlContribution(
        resource: .episode,
        linkedLists: { page in try links(in: page, key: "characters", of: .character, batches: sorted) }
    )

    static let locations = CrawlContribution(resource: .location)

    /// Each id once, in the order first given, 20 a batch.
    static func inOrder(_ ids: [Int]) -> [[Int]] {
        var seen: Set<Int> = []
        return chunks(ids.filter { seen.insert($0).inserted })
    }

    /// Each id once, sorted, 20 a batch.
    static func sorted(_ ids: [Int]) -> [[Int]] {
        chunks(Set(ids).sorted())
    }

    /// The id a resource URL ends with.
    static func id(from url: String) -> Int? {
        url.split(separator: "/").last.flatMap { Int($0) }
    }

    private static func chunks(_ ids: [Int]) -> [[Int]] {
        stride(from: 0, to: ids.count, by: 20).map { Array(ids[$0..<min($0 + 20, ids.count)]) }
    }

    private static func links(
        in page: Data, key: String, of resource: RickAndMortyAPI.Resource, batches: ([Int]) -> [[Int]]
    ) throws -> [LinkedItems] {
        let object = try JSONSerialization.jsonObject(with: page) as? [String: Any]
        let results = object?["results"] as? [[String: Any]] ?? []
        return results.flatMap { result in
            batches(((result[key] as? [String]) ?? []).compactMap(id(from:))).map {
                LinkedItems(resource: resource, ids: $0)
            }
        }
    }
}
