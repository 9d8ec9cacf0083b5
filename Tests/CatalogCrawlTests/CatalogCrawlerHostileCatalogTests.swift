import CatalogCrawl
import Foundation
import Locking
import Networking
import Storage
import TestSupport
import Testing

/// A catalog that claims too much, contradicts itself or stops answering ends the crawl incomplete, naming why,
/// without sizing anything by what the server claimed.
@Suite("CatalogCrawler against hostile catalogs")
struct CatalogCrawlerHostileCatalogTests {
    static let resources = SampleContributions.all.map(\.resource)

    @Test(arguments: [Int.max, CatalogLimits.maxPages + 1, -1])
    func aPageCountOutOfBoundsEndsTheCrawlAfterPageOneOfEachList(pages: Int) async {
        let client = StubCatalogClient { _ in StubCatalogClient.page(ids: 1...20, count: 20, pages: pages) }
        let sut = makeSUT(client: client)

        let summary = await sut.crawler.crawl()

        #expect(!summary.isComplete)
        #expect(client.requestedURLs.count == Self.resources.count, "page 1 of each list, never asked again")
        #expect(summary.failures.count == Self.resources.count)
        #expect(summary.failures.allSatisfy { $0.reason.contains("claims \(pages) pages") }, "\(summary.failures)")
    }

    @Test func aCountOrAnIDOutOfBoundsEndsTheCrawl() async {
        let client = StubCatalogClient { url in
            url.path.hasSuffix("character")
                ? StubCatalogClient.page(ids: [0], count: 1, pages: 1)
                : StubCatalogClient.page(ids: [1], count: CatalogLimits.maxItems + 1, pages: 1)
        }
        let sut = makeSUT(client: client)

        let summary = await sut.crawler.crawl()

        let reasons = summary.failures.map(\.reason)
        #expect(reasons.contains { $0.contains("lists id 0; ids run from 1 to") }, "\(reasons)")
        #expect(reasons.contains { $0.contains("claims \(CatalogLimits.maxItems + 1) items") }, "\(reasons)")
        #expect(!summary.isComplete)
    }

    @Test func pagesRepeatingIdsAlreadyListedEndTheCrawlIncompleteNamingThePage() async {
        let client = StubCatalogClient { _ in StubCatalogClient.page(ids: 1...20, count: 60, pages: 3) }
        let sut = makeSUT(client: client, settings: CrawlSettings(concurrency: 1))

        let summary = await sut.crawler.crawl()

        #expect(!summary.isComplete)
        let repeats = summary.failures.filter { $0.reason.contains("repeats ids already listed") }
        #expect(repeats.count == 2 * Self.resources.count, "pages 2 and 3 of each list: \(summary.failures)")
        #expect(repeats.first?.reason.contains("(1, 2, 3, 4, 5 and 15 more)") == true)
    }

    @Test func pagesThatDoNotAddUpToTheirCountEndTheCrawlIncompleteNamingBoth() async {
        let client = StubCatalogClient { _ in StubCatalogClient.page(ids: 1...20, count: 25, pages: 1) }
        let sut = makeSUT(client: client)

        let summary = await sut.crawler.crawl()

        #expect(!summary.isComplete)
        #expect(summary.failures.map(\.reason).contains { $0.contains("pages list 20 items but claim 25") })
    }

    @Test func aPageWithAKeyTwiceIsRefusedOnceAndNeverAskedAgain() async {
        let client = StubCatalogClient { _ in Data(#"{"info":{"count":1,"pages":1},"results":[{"id":1,"id":2}]}"#.utf8)
        }
        let sut = makeSUT(client: client)

        let summary = await sut.crawler.crawl()

        #expect(!summary.isComplete)
        #expect(client.requestedURLs.count == Self.resources.count, "page 1 of each list, once")
        #expect(
            summary.failures.allSatisfy { $0.reason.contains(#"the key "id" appears twice"#) }, "\(summary.failures)")
    }

    @Test func aPageNestedPastTheReadersLimitIsRefusedOnceAndNeverAskedAgain() async {
        let deep = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        let client = StubCatalogClient { _ in
            Data(#"{"info":{"count":1,"pages":1},"results":[{"id":1,"a":\#(deep)}]}"#.utf8)
        }
        let sut = makeSUT(client: client)

        let summary = await sut.crawler.crawl()

        #expect(!summary.isComplete)
        #expect(client.requestedURLs.count == Self.resources.count, "page 1 of each list, once")
        #expect(summary.failures.allSatisfy { $0.reason.contains("nesting deeper than 512 levels") }, "\(summary)")
    }

    @Test func aConsistentCatalogIsStillComplete() async {
        let catalog = FakeCatalog(counts: [.character: 45, .episode: 21, .location: 5])
        let sut = makeSUT(client: FakeCatalogClient(catalog: catalog))

        let summary = await sut.crawler.crawl()

        #expect(summary.isComplete, "\(summary.failures)")
    }

    @Test func loadsTimingOutThreeInARowStopTheCrawlNamingTheHost() async {
        let client = StubCatalogClient { url in throw StubCatalogClient.timedOut(url) }
        let sut = makeSUT(client: client, settings: CrawlSettings(concurrency: 1))

        let summary = await sut.crawler.crawl()

        #expect(summary.stall == CrawlStall(host: "catalog.test", timedOutLoads: 3))
        #expect(!summary.isComplete)
        #expect(summary.rounds == 1, "no round goes back to a server that stopped answering")
        #expect(client.requestedURLs.count == 3, "three loads timed out, and none was tried again")
        #expect(summary.text.hasPrefix("crawl stopped"))
        #expect(summary.text.contains("catalog.test stopped answering (3 loads in a row timed out)"))
        #expect(summary.text.contains("run `crawl` again to resume"))
    }

    @Test func anAnswerBetweenTimeoutsKeepsTheCrawlGoing() async {
        let catalog = FakeCatalog(counts: [.character: 45, .episode: 21, .location: 5])
        let failures = TimeoutSchedule(timingOut: 2)
        let client = StubCatalogClient { url in
            if failures.timesOut() { throw StubCatalogClient.timedOut(url) }
            return catalog.body(for: url) ?? Data()
        }
        let sut = makeSUT(client: client, settings: CrawlSettings(concurrency: 1))

        let summary = await sut.crawler.crawl()

        #expect(summary.stall == nil)
        #expect(summary.isComplete, "\(summary.failures)")
    }

    @Test func aCrawlResumedAfterAStallKeepsWhatWasSaved() async {
        let catalog = FakeCatalog(counts: [.character: 45, .episode: 21, .location: 5])
        let cache = MemoryCache(countLimit: 10_000, byteLimit: 100_000_000)
        let stalling = StubCatalogClient { url in
            if url.path.contains("/avatar/") { throw StubCatalogClient.timedOut(url) }
            return catalog.body(for: url) ?? Data()
        }
        let settings = CrawlSettings(concurrency: 1, includesImages: true)

        let stopped = await makeSUT(client: stalling, cache: cache, settings: settings).crawler.crawl()
        let resumed = await makeSUT(client: FakeCatalogClient(catalog: catalog), cache: cache, settings: settings)
            .crawler.crawl()

        #expect(stopped.stall != nil)
        #expect(stopped.pagesFetched == catalog.totalPages)
        #expect(resumed.pagesFromCache == catalog.totalPages, "the pages saved before the stall are kept")
        #expect(resumed.imagesFetched == 45)
        #expect(resumed.isComplete)
    }

    private func makeSUT(
        client: any HTTPClient,
        cache: MemoryCache = MemoryCache(countLimit: 10_000, byteLimit: 100_000_000),
        settings: CrawlSettings = CrawlSettings()
    ) -> (crawler: CatalogCrawler, cache: MemoryCache) {
        let metrics = RequestMetrics()
        let crawler = CatalogCrawler(
            client: client.observed(by: metrics),
            fetcher: CachedFetcher(store: cache),
            configuration: APIConfiguration(baseURL: FakeCatalog.baseURL),
            metrics: metrics,
            settings: settings,
            contributions: SampleContributions.all,
            reporter: SilentCrawlProgress(),
            clock: TestClock()
        )
        return (crawler, cache)
    }
}

/// Times out the first `count` loads it is asked about, every other one.
private final class TimeoutSchedule: Sendable {
    private let left: Locked<Int>
    private let toggle = Locked(false)

    init(timingOut count: Int) {
        left = Locked(count)
    }

    func timesOut() -> Bool {
        let flip = toggle.withLock { value in
            value.toggle()
            return value
        }
        return flip
            && left.withLock { left in
                guard left > 0 else { return false }
                left -= 1
                return true
            }
    }
}
