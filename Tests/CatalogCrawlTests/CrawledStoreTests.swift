import CatalogCrawl
import Foundation
import Networking
import Storage
import Testing

@Suite("CrawledStore: pages and details answered from what a crawl stored")
struct CrawledStoreTests {
    static let catalog = FakeCatalog(counts: [.character: 45])
    static let configuration = APIConfiguration(baseURL: FakeCatalog.baseURL)

    @Test func anIndexReadsBackAsItWasWritten() throws {
        let index = CrawlIndex(pages: [[1, 2, 3], [4], []])

        let read = try CrawlIndex(reading: index.body)

        #expect(read == index)
        #expect(read.page(of: 4) == 2)
        #expect(read.page(of: 9) == nil)
        #expect(throws: CrawlIndexError.self) { try CrawlIndex(reading: Data(#"{"pages":[["1"]]}"#.utf8)) }
    }

    @Test func anItemIsItsObjectCutFromThePageThatListsItAsOldAsThatPage() throws {
        let (sut, cache) = try makeSUT()

        let entry = try sut.entry(forKey: key(.item(22, of: .character)))

        #expect(entry?.data == Self.catalog.object(22, of: .character))
        #expect(
            entry?.storedAt == cache.entry(forKey: Self.catalog.pageURL(2, of: .character).absoluteString)?.storedAt)
        #expect(entry?.caching.validators == CacheValidators(), "the page's validators are not the item's")
    }

    @Test func severalItemsAreOneArraySortedByIDEachOnceLeavingOutIDsNoPageLists() throws {
        let (sut, _) = try makeSUT()

        let entry = try sut.entry(forKey: key(.items([41, 3, 41, 999], of: .character)))
        let none = try sut.entry(forKey: key(.items([998, 999], of: .character)))

        let objects = [3, 41].compactMap { Self.catalog.object($0, of: .character) }
        #expect(entry?.data == Data("[".utf8) + objects[0] + Data(",".utf8) + objects[1] + Data("]".utf8))
        #expect(none == nil, "ids no page lists are the server's to answer")
        #expect(
            try sut.entry(forKey: key(.items([3], of: .character)))?.data == Data("[".utf8) + objects[0]
                + Data("]".utf8))
    }

    @Test func whatTheCrawlCannotAnswerExactlyIsLeftToTheServer() throws {
        let (sut, cache) = try makeSUT()
        // Page 2 read again since, listing other items: the index no longer tells where 22 is.
        cache.store(
            Self.catalog.pageBody(3, of: .character), forKey: Self.catalog.pageURL(2, of: .character).absoluteString,
            expiresAt: nil)

        #expect(try sut.entry(forKey: key(.item(22, of: .character))) == nil)
        #expect(try sut.entry(forKey: key(.item(999, of: .character))) == nil, "a 404 is the server's to say")
        #expect(try sut.entry(forKey: key(.item(1, of: .episode))) == nil, "no index for episodes")
        #expect(try sut.entry(forKey: key(.page(1, of: .character)) + "&name=x") == nil)
    }

    @Test func whatTheWrappedStoreHoldsComesFirst() throws {
        let (sut, cache) = try makeSUT()
        let item = try key(.item(22, of: .character))
        cache.store(Data("own".utf8), forKey: item, expiresAt: nil)

        #expect(try sut.entry(forKey: item)?.data == Data("own".utf8))
    }

    // MARK: - Helpers

    private func key(_ endpoint: Endpoint) throws -> String {
        try Self.configuration.url(for: endpoint).absoluteString
    }

    /// The store over a memory cache holding the 3 crawled pages of 45 characters and their index.
    private func makeSUT() throws -> (CrawledStore, MemoryCache) {
        let cache = MemoryCache()
        for page in 1...3 {
            cache.store(
                Self.catalog.pageBody(page, of: .character),
                forKey: Self.catalog.pageURL(page, of: .character).absoluteString, expiresAt: nil)
        }
        let index = CrawlIndex(pages: [Array(1...20), Array(21...40), Array(41...45)])
        cache.store(index.body, forKey: CrawlIndex.key(of: .character, on: Self.configuration), expiresAt: nil)
        return (CrawledStore(wrapping: cache, configuration: Self.configuration), cache)
    }
}
