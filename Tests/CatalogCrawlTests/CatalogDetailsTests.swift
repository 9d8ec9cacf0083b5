import FeatureKit
import Foundation
import Networking
import Testing

@testable import CatalogCrawl

@Suite("CatalogDetails")
struct CatalogDetailsTests {
    static let configuration = APIConfiguration(baseURL: FakeCatalog.baseURL)

    @Test func everyItemIsAnsweredWithItsObjectFromThePageByteForByte() throws {
        let catalog = FakeCatalog(counts: [.character: 25, .episode: 3])
        let details = try makeDetails(catalog, complete: [.character, .episode])

        let bodies = bodiesByURL(details)

        for id in 1...25 {
            let url = try Self.configuration.url(for: .item(id, of: .character))
            #expect(bodies[url] == catalog.object(id, of: .character), "\(url)")
        }
        for id in 1...3 {
            let url = try Self.configuration.url(for: .item(id, of: .episode))
            #expect(bodies[url] == catalog.object(id, of: .episode), "\(url)")
        }
    }

    @Test func listsAreAnsweredAsArraysOfTheirObjectsSortedByIDEachListOnce() throws {
        let catalog = FakeCatalog(counts: [.character: 25, .episode: 3])
        let details = try makeDetails(catalog, complete: [.character, .episode])

        let bodies = bodiesByURL(details)

        // Characters appear in episode id % 3 + 1: three distinct single-episode lists.
        for episode in 1...3 {
            let url = try Self.configuration.url(for: .items([episode], of: .episode))
            #expect(bodies[url] == Data("[".utf8) + catalog.object(episode, of: .episode) + Data("]".utf8))
        }
        // Episode 3's cast is characters 3 and 1, asked for sorted.
        let cast = try Self.configuration.url(for: .items([1, 3], of: .character))
        let expected =
            Data("[".utf8) + catalog.object(1, of: .character) + Data(",".utf8) + catalog.object(3, of: .character)
            + Data("]".utf8)
        #expect(bodies[cast] == expected)
        #expect(details.count == 25 + 3 + 3 + 3)
        #expect(Set(details.map(\.url)).count == details.count)
    }

    @Test func listsOfAResourceWithAMissingPageAreLeftOut() throws {
        let catalog = FakeCatalog(counts: [.character: 25, .episode: 3])

        let details = try makeDetails(catalog, complete: [.episode])

        #expect(details.count == 25 + 3 + 3)
        let cast = try Self.configuration.url(for: .items([1, 3], of: .character))
        #expect(!details.contains { $0.url == cast })
    }

    private func makeDetails(
        _ catalog: FakeCatalog, complete: Set<RickAndMortyAPI.Resource>
    ) throws -> [CatalogDetails.Entry] {
        var details = CatalogDetails(contributions: SampleContributions.all)
        for resource in SampleContributions.all.map(\.resource) where catalog.pages(of: resource) > 0 {
            for page in 1...catalog.pages(of: resource) {
                let body = catalog.pageBody(page, of: resource)
                details.add(try CatalogPage(reading: body, url: Self.configuration.baseURL), body: body, of: resource)
            }
        }
        for resource in complete {
            details.markComplete(resource)
        }
        return details.entries(on: Self.configuration)
    }

    private func bodiesByURL(_ entries: [CatalogDetails.Entry]) -> [URL: Data] {
        Dictionary(entries.map { ($0.url, $0.body) }, uniquingKeysWith: { first, _ in first })
    }
}
