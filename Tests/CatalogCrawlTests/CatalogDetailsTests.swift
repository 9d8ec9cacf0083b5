import FeatureKit
import Foundation
import Networking
import Testing

@testable import CatalogCrawl

@Suite("CatalogDetails")
struct CatalogDetailsTests {
    static let configuration = APIConfiguration(baseURL: FakeCatalog.baseURL)

    @Test func everyItemsObjectIsKeptFromThePageByteForByteWhileItFits() throws {
        let catalog = FakeCatalog(counts: [.character: 25, .episode: 3])
        let details = try makeSUT(catalog, complete: [.character, .episode])

        for id in 1...25 {
            #expect(details.object(id, of: .character) == catalog.object(id, of: .character))
        }
        for id in 1...3 {
            #expect(details.object(id, of: .episode) == catalog.object(id, of: .episode))
        }
    }

    @Test func pastItsBudgetItKeepsNoObjectAndListsReadThemBack() throws {
        let catalog = FakeCatalog(counts: [.character: 25, .episode: 3])
        let details = try makeSUT(catalog, complete: [.character, .episode], memoryBudget: 0)
        var readBack: [URL] = []

        let entries = entries(of: details) { url in
            readBack.append(url)
            return Self.objectAnswering(url, in: catalog)
        }

        #expect(details.object(1, of: .character) == nil)
        let cast = try Self.configuration.url(for: .items([1, 3], of: .character))
        let expected =
            Data("[".utf8) + catalog.object(1, of: .character) + Data(",".utf8) + catalog.object(3, of: .character)
            + Data("]".utf8)
        #expect(bodiesByURL(entries)[cast] == expected)
        #expect(!readBack.isEmpty)
    }

    @Test func listsAreAnsweredAsArraysOfTheirObjectsSortedByIDEachListOnce() throws {
        let catalog = FakeCatalog(counts: [.character: 25, .episode: 3])
        let details = entries(of: try makeSUT(catalog, complete: [.character, .episode])) { _ in nil }

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
        #expect(details.count == 3 + 3)
        #expect(Set(details.map(\.url)).count == details.count)
    }

    @Test func listsOfAResourceWithAMissingPageAreLeftOut() throws {
        let catalog = FakeCatalog(counts: [.character: 25, .episode: 3])

        let details = entries(of: try makeSUT(catalog, complete: [.episode])) { _ in nil }

        #expect(details.count == 3)
        let cast = try Self.configuration.url(for: .items([1, 3], of: .character))
        #expect(!details.contains { $0.url == cast })
    }

    private func makeSUT(
        _ catalog: FakeCatalog, complete: Set<RickAndMortyAPI.Resource>, memoryBudget: Int = 32 << 20
    ) throws -> CatalogDetails {
        var details = CatalogDetails(contributions: SampleContributions.all, memoryBudget: memoryBudget)
        for resource in SampleContributions.all.map(\.resource) where catalog.pages(of: resource) > 0 {
            for page in 1...catalog.pages(of: resource) {
                let body = catalog.pageBody(page, of: resource)
                details.add(try CatalogPage(reading: body, url: Self.configuration.baseURL), body: body, of: resource)
            }
        }
        for resource in complete {
            details.markComplete(resource)
        }
        return details
    }

    // Every complete list's answer, every item of the catalog known.
    private func entries(of details: CatalogDetails, readBack: (URL) -> Data?) -> [CatalogDetails.Entry] {
        details.completeLists.compactMap { list in
            details.entry(for: list, on: Self.configuration, known: Set(1...100), readBack: readBack)
        }
    }

    private static func objectAnswering(_ url: URL, in catalog: FakeCatalog) -> Data? {
        guard let id = Int(url.lastPathComponent) else { return nil }
        let resource: RickAndMortyAPI.Resource = url.path.contains("/character/") ? .character : .episode
        return catalog.object(id, of: resource)
    }

    private func bodiesByURL(_ entries: [CatalogDetails.Entry]) -> [URL: Data] {
        Dictionary(entries.map { ($0.url, $0.body) }, uniquingKeysWith: { first, _ in first })
    }
}
