import Foundation
import Networking
import Storage

/// The client stack an app loads a list page with: URLSession, a cache policy over a tiered cache, and decoding.
struct PageLoader: Sendable {
    struct UnexpectedPage: Error, CustomStringConvertible {
        let page: Int
        let resultCount: Int

        var description: String { "page \(page) came back with \(resultCount) results instead of 20" }
    }

    let client: any HTTPClient
    let fetcher: CachedFetcher
    let configuration: APIConfiguration

    /// Page `page` of the characters, as `policy` says to load it; checks that it is a full page.
    func load(page: Int, policy: CachePolicy) async throws -> CharacterPage {
        let url = try configuration.url(for: .page(page, of: .character))
        let data = try await fetcher.load(key: url.absoluteString, policy: policy) { [client] in
            try await client.get(url).body
        }.data
        let decoded = try decodeJSON(CharacterPage.self, from: data, url: url)
        guard decoded.results.count == 20 else { throw UnexpectedPage(page: page, resultCount: decoded.results.count) }
        return decoded
    }
}
