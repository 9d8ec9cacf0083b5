import CatalogCrawl
import FeatureKit
import Foundation
import Networking

/// Crawl contributions shaped like the App's features: characters with avatars, episodes and locations.
enum SampleContributions {
    static let all: [CrawlContribution] = [characters, episodes, locations]

    static let characters = CrawlContribution(resource: .character, image: { Endpoint.avatar(characterID: $0) })

    static let episodes = CrawlContribution(resource: .episode)

    static let locations = CrawlContribution(resource: .location)

    /// The id a resource URL ends with.
    static func id(from url: String) -> Int? {
        url.split(separator: "/").last.flatMap { Int($0) }
    }
}
