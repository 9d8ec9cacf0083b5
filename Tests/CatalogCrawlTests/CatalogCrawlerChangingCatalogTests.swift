import CatalogCrawl
import Foundation
import Locking
import Networking
import Storage
import TestSupport
import Testing

/// A catalog that grows or shrinks while it is crawled is the live API's normal life: the crawl keeps the newest
/// catalog, completes, and says what changed.
@Suite("CatalogCrawler against a catalog that changes")
struct CatalogCrawlerChangingCatalogTests {
    @Test func aCharacterAddedAfterPageOneIsFetchedAndTheCrawlCompletesSayingWhatChanged() async throws {
        // Page 1 is read before the 41st character is added; every later answer has it (3 pages then).
        let client = ChangingCatalogClient { page, asked in
            asked == 1 && page == 1 ? (Array(1...20), 40, 2) : (Array(1...41).chunk(page), 41, 3)
        }
        let (sut, cache) = makeSUT(client: client)

        let summary = await sut.crawl()

        #expect(summary.isComplete, "\(summary.failures)")
        #expect(summary.items == 41 + 2)
        #expect(summary.plan.itemCounts[.character] == 41)
        #expect(summary.changes == ["the character list changed while it was crawled: 40 items, now 41"])
        #expect(try details(cache).entry(forKey: FakeCatalog.baseURL.absoluteString + "/character/41") != nil)
        #expect(summary.text.contains("  changed:    the character list changed while it was crawled"))
    }

    @Test func aCharacterDeletedMidCrawlIsDroppedAndThePagesReadBeforeAreReadAgain() async throws {
        // Character 5 is deleted after page 1 was read: every later item moves one place up.
        let client = ChangingCatalogClient { page, asked in
            asked == 1 && page == 1 ? (Array(1...20), 40, 2) : ((1...40).filter { $0 != 5 }.chunk(page), 39, 2)
        }
        let (sut, cache) = makeSUT(client: client)

        let summary = await sut.crawl()

        #expect(summary.isComplete, "\(summary.failures)")
        #expect(
            summary.changes == [
                "the character list changed while it was crawled: 40 items, now 39; no longer listed: 5"
            ])
        #expect(summary.pagesLoadedAgain == 1)
        #expect(try details(cache).entry(forKey: FakeCatalog.baseURL.absoluteString + "/character/5") == nil)
        #expect(try details(cache).entry(forKey: FakeCatalog.baseURL.absoluteString + "/character/21") != nil)
    }

    @Test func aListWhosePagesAgreeYetDoNotAddUpIsRefusedAndNotKept() async {
        let client = ChangingCatalogClient { page, _ in (Array(1...20), 25, 1) }
        let (sut, cache) = makeSUT(client: client)

        let summary = await sut.crawl()
        let again = await sut.crawl()

        #expect(!summary.isComplete)
        #expect(summary.failures.contains { $0.reason.contains("pages list 20 items but claim 25") })
        #expect(cache.entry(forKey: FakeCatalog.baseURL.absoluteString + "/character?page=1") == nil)
        #expect(again.pagesFetched == 1, "the refused list is asked again, not refused from the cache")
    }

    /// What the features read an item through: the crawled pages, by the crawl's index.
    private func details(_ cache: any ByteStore) -> CrawledStore {
        CrawledStore(wrapping: cache, configuration: APIConfiguration(baseURL: FakeCatalog.baseURL))
    }

    private func makeSUT(client: any HTTPClient) -> (crawler: CatalogCrawler, cache: MemoryCache) {
        let metrics = RequestMetrics()
        let cache = MemoryCache(countLimit: 10_000, byteLimit: 100_000_000)
        let crawler = CatalogCrawler(
            client: client.observed(by: metrics),
            fetcher: CachedFetcher(store: cache),
            configuration: APIConfiguration(baseURL: FakeCatalog.baseURL),
            metrics: metrics,
            settings: CrawlSettings(concurrency: 1),
            contributions: SampleContributions.all,
            reporter: SilentCrawlProgress(),
            clock: TestClock()
        )
        return (crawler, cache)
    }
}

/// A server whose character list `characters` makes up from the page asked for and how many times that page was
/// asked for (ids, count, pages); the episodes and locations are one item each.
private final class ChangingCatalogClient: HTTPClient {
    private let characters: @Sendable (_ page: Int, _ asked: Int) -> ([Int], Int, Int)
    private let asked = Locked<[Int: Int]>([:])

    init(characters: @escaping @Sendable (_ page: Int, _ asked: Int) -> ([Int], Int, Int)) {
        self.characters = characters
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let url = request.url
        let page =
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "page" }.flatMap { Int($0.value ?? "") } ?? 1
        let body: Data
        if url.path.hasSuffix("/character") {
            let count = asked.withLock { asked in
                asked[page, default: 0] += 1
                return asked[page, default: 0]
            }
            let (ids, total, pages) = characters(page, count)
            body = StubCatalogClient.page(ids: ids, count: total, pages: pages)
        } else if url.path.contains("/avatar/") {
            body = Data([0xFF, 0xD8, 0xFF, 0xD9])
        } else {
            body = StubCatalogClient.page(ids: [1], count: 1, pages: 1)
        }
        return HTTPResponse(statusCode: 200, body: body, url: url)
    }
}

extension Array {
    /// The 20 elements of page `page` (from 1), as the API pages its lists.
    fileprivate func chunk(_ page: Int) -> [Element] {
        Array(dropFirst((page - 1) * 20).prefix(20))
    }
}
