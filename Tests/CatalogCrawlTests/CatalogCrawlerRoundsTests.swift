import CatalogCrawl
import Foundation
import Networking
import TestSupport
import Testing

/// After a round, the crawl goes back for what failed in a way a later try can help, until the catalog is complete,
/// a round loads none of what it went back for, or its rounds run out.
@Suite("CatalogCrawler rounds")
struct CatalogCrawlerRoundsTests {
    static let catalog = FakeCatalog(counts: [.character: 45, .episode: 21, .location: 5])

    @Test func aLoadThatFailedEveryAttemptIsLoadedInTheNextRoundAndTheCrawlCompletes() async throws {
        let sut = makeSUT(settings: CrawlSettings(maxAttempts: 3, roundPause: .zero))
        let url = Self.catalog.pageURL(2, of: .character)
        sut.client.corrupt(url, times: 4)

        let summary = await sut.crawler.crawl()

        #expect(summary.isComplete, "\(summary.text)")
        #expect(summary.rounds == 2)
        #expect(sut.client.requestedURLs.filter { $0 == url }.count == 5)
        #expect(sut.cache.entry(forKey: url.absoluteString)?.data == Self.catalog.pageBody(2, of: .character))
        #expect(sut.progress.messages.contains(.wentBack(round: 2, failedLoads: 1)))
        #expect(summary.text.contains("  rounds:     2 (went back for what failed)"))
    }

    @Test func theCrawlWaitsItsPauseBeforeEachRoundThatGoesBack() async throws {
        let clock = TestClock()
        let settings = CrawlSettings(maxAttempts: 1, roundPause: .seconds(1))
        let sut = makeSUT(settings: settings, clock: clock)
        sut.client.corrupt(Self.catalog.pageURL(2, of: .character), times: 1)
        sut.client.corrupt(Self.catalog.pageURL(3, of: .character), times: 2)

        let crawling = Task { await sut.crawler.crawl() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(2))
        let summary = await crawling.value

        #expect(summary.isComplete, "\(summary.text)")
        #expect(summary.rounds == 3)
        #expect(clock.requestedSleeps == [.seconds(1), .seconds(2)])
    }

    @Test func aFirstPageLoadedInALaterRoundBringsItsOtherPagesAndImages() async throws {
        let settings = CrawlSettings(includesImages: true, maxAttempts: 1, roundPause: .zero)
        let sut = makeSUT(settings: settings)
        sut.client.corrupt(Self.catalog.pageURL(1, of: .character), times: 1)

        let summary = await sut.crawler.crawl()

        #expect(summary.isComplete, "\(summary.text)")
        #expect(summary.plan.pageCounts == [.character: 3, .episode: 2, .location: 1])
        #expect(summary.pages == 6)
        #expect(summary.images == 45)
        #expect(summary.detailsIndexed == 71)
    }

    @Test func aRoundThatLoadsNoneOfWhatItWentBackForIsTheLast() async throws {
        let sut = makeSUT(settings: CrawlSettings(maxAttempts: 2, maxRounds: 5, roundPause: .zero))
        let url = Self.catalog.pageURL(3, of: .character)
        sut.client.corrupt(url, times: 100)

        let summary = await sut.crawler.crawl()

        #expect(!summary.isComplete)
        #expect(summary.rounds == 2)
        #expect(sut.client.requestedURLs.filter { $0 == url }.count == 4)
        #expect(summary.failures.map(\.url) == [url])
    }

    @Test func theCrawlGoesBackAtMostItsRounds() async throws {
        let sut = makeSUT(settings: CrawlSettings(maxAttempts: 1, maxRounds: 3, roundPause: .zero))
        for (page, times) in [(2, 1), (3, 2)] {
            sut.client.corrupt(Self.catalog.pageURL(page, of: .character), times: times)
        }
        let stubborn = Self.catalog.pageURL(2, of: .episode)
        sut.client.corrupt(stubborn, times: 100)

        let summary = await sut.crawler.crawl()

        #expect(summary.rounds == 3)
        #expect(summary.failures.map(\.url) == [stubborn])
        #expect(sut.client.requestedURLs.filter { $0 == stubborn }.count == 3)
    }

    @Test func aFailureALaterTryCannotHelpIsNotGoneBackFor() async throws {
        let sut = makeSUT(settings: CrawlSettings(roundPause: .zero))
        let url = Self.catalog.pageURL(2, of: .episode)
        sut.client.answer(url, status: 404)

        let summary = await sut.crawler.crawl()

        #expect(summary.rounds == 1)
        #expect(sut.client.requestedURLs.filter { $0 == url }.count == 1)
        #expect(summary.failures.map(\.url) == [url])
    }

    @Test func aCrawlCancelledWhileItWaitsToGoBackEndsCancelledWithoutGoingBack() async throws {
        let clock = TestClock()
        let sut = makeSUT(settings: CrawlSettings(maxAttempts: 1, roundPause: .seconds(1)), clock: clock)
        let url = Self.catalog.pageURL(2, of: .character)
        sut.client.corrupt(url, times: 1)

        let crawling = Task { await sut.crawler.crawl() }
        #expect(await clock.waitForSleepers(1))
        crawling.cancel()
        let summary = await crawling.value

        #expect(summary.wasCancelled)
        #expect(summary.rounds == 1)
        #expect(sut.client.requestedURLs.filter { $0 == url }.count == 1)
    }

    private func makeSUT(settings: CrawlSettings, clock: TestClock = TestClock()) -> CrawlerSUT {
        CrawlerSUT.make(catalog: Self.catalog, settings: settings, clock: clock)
    }
}
