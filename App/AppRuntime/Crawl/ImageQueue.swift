import Foundation
import Networking

/// Turns the characters on a page into avatar jobs, each URL once, when the crawl includes images.
///
/// The URL is the one the characters feature reads avatars from, `Endpoint.avatar(characterID:)` on the crawled
/// server (on the API it equals the character's `image` URL), so the feature finds the crawled avatars.
struct ImageQueue {
    let includesImages: Bool
    let configuration: APIConfiguration
    private var seen: Set<URL> = []

    init(includesImages: Bool, configuration: APIConfiguration) {
        self.includesImages = includesImages
        self.configuration = configuration
    }

    mutating func newJobs(fromCharacters page: CatalogPage) -> [CrawlJob] {
        guard includesImages else { return [] }
        return page.results.compactMap { character in
            guard let url = try? configuration.url(for: .avatar(characterID: character.id)),
                seen.insert(url).inserted
            else { return nil }
            return .image(url)
        }
    }
}
