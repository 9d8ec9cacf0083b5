import CatalogCrawl
import Foundation
import Locking
import Networking
import Storage
import TestSupport
import Testing

@Suite("CatalogCrawler")
struct CatalogCrawlerTests {
    static let catalog = FakeCatalog(counts: [.character: 45, .episode: 21, .location: 5])

    @Test func crawlLearnsThePageCountsFromPageOneAndLoadsEveryPage() async {
        let sut = makeSUT()

        let summary = await sut.crawler.crawl()

        #expect(Set(sut.client.requestedURLs) == Set(Self.catalog.allPageURLs))
        #expect(sut.client.requestedURLs.count == 6)
        for resource in SampleContributions.all.map(\.resource) {
            let requests = sut.client.requestedURLs.filter { $0.path.hasSuffix("/" + resource.rawValue) }
            #expect(requests.first == Self.catalog.pageURL(1, of: resource), "page 1 of \(resource) came first")
        }
        #expect(summary.plan.pageCounts == [.character: 3, .episode: 2, .location: 1])
        #expect(summary.plan.itemCounts == [.character: 45, .episode: 21, .location: 5])
        #expect(summary.pages == 6)
        #expect(summary.items == 71)
        #expect(summary.isComplete)
    }

    @Test func crawlStoresEveryPageUnderTheURLTheFeaturesRead() async throws {
        let sut = makeSUT()

        _ = await sut.crawler.crawl()

        for resource in SampleContributions.all.map(\.resource) {
            for page in 1...Self.catalog.pages(of: resource) {
                let url = try APIConfiguration(baseURL: FakeCatalog.baseURL).url(for: .page(page, of: resource))
                let entry = try #require(sut.cache.entry(forKey: url.absoluteString), "\(url) is not cached")
                #expect(entry.data == Self.catalog.pageBody(page, of: resource))
            }
        }
    }

    @Test(arguments: [1, 2, 4, 6])
    func crawlHasExactlyItsConcurrencyOfRequestsInFlightAndNeverMore(concurrency: Int) async {
        // 1 + 7 + 7 pages: after the three first pages, 12 requests, each held until a full wave of `concurrency`
        // waits, so the limit must be reached (or the crawl would hang) and any excess would be seen.
        let catalog = FakeCatalog(counts: [.character: 20, .episode: 140, .location: 140])
        let client = FakeCatalogClient(catalog: catalog, waveSize: concurrency) {
            !$0.absoluteString.hasSuffix("page=1")
        }
        let sut = makeSUT(client: client, settings: CrawlSettings(concurrency: concurrency))

        let summary = await sut.crawler.crawl()

        #expect(summary.pages == 15)
        #expect(client.maxInFlight == concurrency)
    }

    @Test func crawlRunAgainWhileTheCacheIsFreshSendsNoRequest() async {
        let sut = makeSUT(settings: CrawlSettings(includesImages: true))
        _ = await sut.crawler.crawl()
        let requestsAfterFirstCrawl = sut.client.messages.count

        let second = await sut.crawler.crawl()

        #expect(sut.client.messages.count == requestsAfterFirstCrawl)
        #expect(second.requests == 0)
        #expect(second.pagesFromCache == 6)
        #expect(second.imagesFromCache == 45)
        #expect(second.pagesFetched == 0 && second.imagesFetched == 0)
        #expect(second.isComplete)
    }

    @Test func crawlRunAgainAfterTheEntriesWentStaleFetchesEverythingAgain() async {
        let sut = makeSUT()
        _ = await sut.crawler.crawl()
        sut.time.advance(by: CachePolicy.standard.maxAge.components.seconds)

        let second = await sut.crawler.crawl()

        #expect(second.pagesFetched == 6)
        #expect(sut.client.messages.count == 12)
    }

    @Test func crawlLoadsImagesOnlyWhenAskedTo() async {
        let withoutImages = makeSUT()
        let withImages = makeSUT(settings: CrawlSettings(includesImages: true))

        let summaryWithout = await withoutImages.crawler.crawl()
        let summaryWith = await withImages.crawler.crawl()

        #expect(!withoutImages.client.requestedURLs.contains { $0.path.contains("/avatar/") })
        #expect(summaryWithout.images == 0)
        let imageRequests = withImages.client.requestedURLs.filter { $0.path.contains("/avatar/") }
        #expect(imageRequests.sorted { $0.absoluteString < $1.absoluteString }.count == 45)
        #expect(Set(imageRequests) == Set(Self.catalog.allImageURLs))
        #expect(summaryWith.imagesFetched == 45)
        #expect(summaryWith.plan.expectedImages == 45)
        for id in [1, 20, 45] {
            #expect(
                withImages.cache.entry(forKey: Self.catalog.imageURL(id).absoluteString)?.data
                    == FakeCatalog.image(id: id))
        }
    }

    @Test func crawlStoresItsPagesAndAnIndexThatAnswersTheDetailsTheFeaturesRead() async throws {
        let sut = makeSUT()

        let summary = await sut.crawler.crawl()

        // 45 characters, 21 episodes and 5 locations, on 6 pages, with one index per list.
        #expect(summary.detailsIndexed == 45 + 21 + 5)
        #expect(sut.client.messages.count == 6)
        #expect(sut.cache.statistics().entryCount == 6 + 3)
        let configuration = APIConfiguration(baseURL: FakeCatalog.baseURL)
        let store = CrawledStore(wrapping: sut.cache, configuration: configuration)
        let character = try configuration.url(for: .item(7, of: .character)).absoluteString
        #expect(try store.entry(forKey: character)?.data == Self.catalog.object(7, of: .character))
        let cast = try configuration.url(for: .items([7, 1, 7, 99], of: .character)).absoluteString
        let objects = [1, 7].compactMap { Self.catalog.object($0, of: .character) }
        #expect(
            try store.entry(forKey: cast)?.data == Data("[".utf8) + objects[0] + Data(",".utf8) + objects[1]
                + Data("]".utf8))
    }

    @Test func crawlWithoutDetailsStoresOnlyThePages() async {
        let sut = makeSUT(settings: CrawlSettings(includesDetails: false))

        let summary = await sut.crawler.crawl()

        #expect(summary.detailsIndexed == 0)
        #expect(sut.cache.statistics().entryCount == 6)
    }

    @Test func crawlTriesACorruptedPageAgainAndNeverCachesTheCorruptedBody() async throws {
        let sut = makeSUT()
        let url = Self.catalog.pageURL(2, of: .character)
        sut.client.corrupt(url, times: 2)

        let summary = await sut.crawler.crawl()

        #expect(sut.client.requestedURLs.filter { $0 == url }.count == 3)
        #expect(summary.retries == 2)
        #expect(summary.isComplete)
        let entry = try #require(sut.cache.entry(forKey: url.absoluteString))
        #expect(entry.data == Self.catalog.pageBody(2, of: .character))
    }

    @Test func crawlTriesACorruptedImageAgain() async {
        let sut = makeSUT(settings: CrawlSettings(includesImages: true))
        let url = Self.catalog.imageURL(7)
        sut.client.corrupt(url, times: 1)

        let summary = await sut.crawler.crawl()

        #expect(summary.retries == 1)
        #expect(summary.isComplete)
        #expect(sut.cache.entry(forKey: url.absoluteString)?.data == FakeCatalog.image(id: 7))
    }

    @Test func crawlGivesUpAfterItsAttemptsAndReportsTheFailure() async {
        let sut = makeSUT(settings: CrawlSettings(maxAttempts: 3, maxRounds: 1))
        let url = Self.catalog.pageURL(3, of: .character)
        sut.client.corrupt(url, times: 100)

        let summary = await sut.crawler.crawl()

        #expect(sut.client.requestedURLs.filter { $0 == url }.count == 3)
        #expect(summary.failures.map(\.url) == [url])
        #expect(summary.failures.first?.reason.contains(url.absoluteString) == true)
        #expect(summary.pages == 5)
        #expect(!summary.isComplete)
        #expect(sut.cache.entry(forKey: url.absoluteString) == nil)
    }

    @Test func crawlWhoseFirstPageFailsStillCrawlsTheOtherResources() async {
        let sut = makeSUT()
        let url = Self.catalog.pageURL(1, of: .episode)
        sut.client.answer(url, status: 404)

        let summary = await sut.crawler.crawl()

        #expect(summary.failures.map(\.job) == [.page(1, of: .episode)])
        #expect(summary.plan.pageCounts == [.character: 3, .location: 1])
        #expect(summary.pages == 4)
        #expect(sut.client.requestedURLs.filter { $0 == url }.count == 1)
    }

    @Test func crawlWhoseFirstPagesAllFailAnnouncesNoPlanAndEndsWithItsSummary() async {
        let sut = makeSUT()
        for resource in SampleContributions.all.map(\.resource) {
            sut.client.answer(Self.catalog.pageURL(1, of: resource), status: 404)
        }

        let summary = await sut.crawler.crawl()

        #expect(summary.failures.count == 3)
        #expect(summary.pages == 0)
        #expect(sut.progress.messages == [.finished(summary)])
    }

    @Test func crawlSaysItIndexesTheDetailsBeforeItEnds() async {
        let sut = makeSUT()

        let summary = await sut.crawler.crawl()

        let phases = sut.progress.messages.compactMap { if case .entered(let phase) = $0 { phase } else { nil } }
        #expect(summary.isComplete)
        #expect(phases.count == 1)
        #expect(phases == [.indexing(items: 71, pages: 6)])
        #expect(sut.progress.messages.suffix(2).first.map { if case .entered = $0 { true } else { false } } == true)
    }

    @Test func crawlReplacesACachedPageThatDoesNotDecode() async {
        let sut = makeSUT()
        let url = Self.catalog.pageURL(1, of: .location)
        sut.cache.store(Data("not json".utf8), forKey: url.absoluteString, expiresAt: nil)

        let summary = await sut.crawler.crawl()

        #expect(summary.isComplete)
        #expect(sut.cache.entry(forKey: url.absoluteString)?.data == Self.catalog.pageBody(1, of: .location))
    }

    @Test func summaryCountsPagesItemsBytesRequestsRetriesAndDuration() async {
        let clock = TestClock()
        let client = FakeCatalogClient(catalog: Self.catalog, clock: clock, timePerRequest: .milliseconds(100))
        let sut = makeSUT(client: client, clock: clock)
        client.corrupt(Self.catalog.pageURL(2, of: .episode), times: 1)

        let summary = await sut.crawler.crawl()

        let pageBytes = SampleContributions.all.map(\.resource).flatMap { resource in
            (1...Self.catalog.pages(of: resource)).map { Self.catalog.pageBody($0, of: resource).count }
        }.reduce(0, +)
        #expect(summary.pagesFetched == 6)
        #expect(summary.items == 71)
        #expect(summary.bytes == pageBytes)
        #expect(summary.requests == 7)
        #expect(summary.retries == 1)
        #expect(summary.duration == .milliseconds(700))
        #expect(summary.requestsPerSecond == 10)
        #expect(summary.loadsPerSecond == 6 / 0.7)
    }

    @Test func crawlReportsThePlanEveryLoadAndTheSummaryInOrder() async throws {
        let sut = makeSUT(settings: CrawlSettings(includesImages: true))

        let summary = await sut.crawler.crawl()

        let messages = sut.progress.messages
        #expect(messages.first == .started(summary.plan))
        #expect(messages.last == .finished(summary))
        let reports = sut.progress.progressReports
        // One report once every first page is in (with what was loaded by then), then one per further load.
        let first = try #require(reports.first)
        #expect(first.pagesDone >= 3)
        #expect(reports.count == 1 + (6 + 45) - (first.pagesDone + first.imagesDone))
        let last = try #require(reports.last)
        #expect(last.pagesDone == 6 && last.pagesTotal == 6)
        #expect(last.imagesDone == 45 && last.imagesTotal == 45)
        #expect(last.isFinished)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.fractionDone <= $1.fractionDone })
    }

    // MARK: - Helpers

    private func makeSUT(
        client: FakeCatalogClient? = nil,
        settings: CrawlSettings = CrawlSettings(),
        clock: TestClock = TestClock()
    ) -> CrawlerSUT {
        CrawlerSUT.make(catalog: Self.catalog, client: client, settings: settings, clock: clock)
    }
}
