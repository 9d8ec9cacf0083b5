import CatalogCrawl
import Console
import Foundation
import Locking
import Networking
import Storage
import TestSupport
import Testing

@Suite("CrawlCommandRunner")
struct CrawlCommandRunnerTests {
    @Test func crawlPrintsTheSummaryOnStandardOutputAndProgressLinesOnStandardError() async {
        let sut = makeSUT(style: .lines)

        let code = await sut.runner.run(CrawlSettings(concurrency: 2, includesImages: true))

        #expect(code == .success)
        #expect(sut.output.lines.first?.hasPrefix("crawl complete in ") == true)
        #expect(sut.output.lines.contains("  pages:      6 of 6 (6 fetched, 0 from cache)"))
        #expect(sut.output.lines.contains("  images:     45 of 45 (45 fetched, 0 from cache)"))
        #expect(sut.errors.lines.first == "crawl: 6 pages (character 3, episode 2, location 1), 71 items, 45 images")
        #expect(sut.errors.lines.contains { $0.hasPrefix("crawl: 100% 6/6 pages, 45/45 images, 71 items, ") })
        #expect(sut.errors.lines.contains { $0.hasPrefix("crawl: details: indexing ") })
    }

    @Test func crawlSaysWhenItWaitsForItsWritesToReachTheDiskAndHowMany() async {
        let store = GatedByteStoreSpy(holdingWrites: true)
        let sut = makeSUT(style: .silent, store: store)
        // The disk takes every write only once the crawl said it waits for them.
        let spy = CrawlProgressSpy { phase in
            if case .storing(let writes, _) = phase { store.release(writes) }
        }

        let summary = await sut.runner.crawl(CrawlSettings(), reporter: spy)

        let storing = spy.messages.compactMap { message -> Int? in
            if case .entered(.storing(let writes, _)) = message { writes } else { nil }
        }
        #expect(summary.isComplete)
        #expect(storing == [store.messages.count])
        #expect(spy.messages.last == .entered(.storing(writes: storing.first ?? 0, bytes: storedBytes(store))))
    }

    @Test func crawlOnATerminalDrawsTheBarAndEndsItsLine() async {
        let sut = makeSUT(style: .bar)

        _ = await sut.runner.run(CrawlSettings())

        #expect(sut.errors.text.contains("\r\u{1B}[2K[########################] 100% 6/6 pages"))
        #expect(sut.errors.text.hasSuffix("\n"))
    }

    @Test func crawlThatCouldNotLoadEverythingExitsWithOne() async {
        let sut = makeSUT(style: .silent)
        sut.client.answer(FakeCatalog(counts: [:]).pageURL(2, of: .character), status: 404)

        let code = await sut.runner.run(CrawlSettings())

        #expect(code == .failure)
        #expect(sut.output.lines.first?.hasPrefix("crawl incomplete in ") == true)
        #expect(sut.output.lines.contains("  failures:   1"))
        #expect(sut.errors.text.isEmpty)
    }

    @Test func crawlWithoutADiskCacheSaysThatNothingWasKept() async {
        let sut = makeSUT(style: .silent, cachesToDisk: false)

        let code = await sut.runner.run(CrawlSettings())

        #expect(code == .success)
        #expect(sut.errors.lines == ["note: the disk cache is disabled (--no-cache), so nothing was kept"])
    }

    @Test func progressStyleIsTheBarOnlyOnATerminalThatIsNotDumb() {
        typealias Style = CrawlCommandRunner.ProgressStyle
        #expect(Style.forStandardError(isTerminal: true, environment: ["TERM": "xterm-256color"]) == .bar)
        #expect(Style.forStandardError(isTerminal: true, environment: [:]) == .bar)
        #expect(Style.forStandardError(isTerminal: true, environment: ["TERM": "dumb"]) == .lines)
        #expect(Style.forStandardError(isTerminal: false, environment: ["TERM": "xterm-256color"]) == .lines)
    }

    @Test func theRunnerAndItsInfrastructureAreReleasedAfterACrawl() async {
        await withLeakTracking { tracker in
            let sut = makeSUT(style: .lines)
            tracker.track(sut.client)
            tracker.track(sut.metrics)
            tracker.track(sut.cache)

            _ = await sut.runner.run(CrawlSettings(includesImages: true))
        }
    }

    // MARK: - Helpers

    private struct SUT {
        let runner: CrawlCommandRunner
        let client: FakeCatalogClient
        let metrics: RequestMetrics
        let cache: MemoryCache
        let output: TextBuffer
        let errors: TextBuffer
    }

    @Test func theSummaryGoesToThePrinterItIsGivenAndNothingElseToStandardOutput() async throws {
        let printed = Locked<[CrawlSummary]>([])
        let sut = makeSUT(style: .silent) { summary in printed.withLock { $0.append(summary) } }

        let code = await sut.runner.run(CrawlSettings(includesImages: true))

        #expect(code == .success)
        let summaries = printed.withLock { $0 }
        #expect(summaries.count == 1)
        #expect(summaries.first?.pages == CatalogCrawlerTests.catalog.totalPages)
        #expect(summaries.first?.isComplete == true)
        #expect(sut.output.text.isEmpty)
    }

    private func storedBytes(_ store: GatedByteStoreSpy) -> Int {
        store.messages.reduce(0) { total, message in
            if case .store(_, let data) = message { total + data.count } else { total }
        }
    }

    private func makeSUT(
        style: CrawlCommandRunner.ProgressStyle, cachesToDisk: Bool = true, store: (any ByteStore)? = nil,
        printSummary: (@Sendable (CrawlSummary) -> Void)? = nil
    ) -> SUT {
        let client = FakeCatalogClient(catalog: CatalogCrawlerTests.catalog)
        let metrics = RequestMetrics()
        let cache = MemoryCache(countLimit: 10_000, byteLimit: 100_000_000)
        let output = TextBuffer()
        let errors = TextBuffer()
        let runner = CrawlCommandRunner(
            client: client.observed(by: metrics),
            store: store ?? cache,
            configuration: APIConfiguration(baseURL: FakeCatalog.baseURL),
            contributions: SampleContributions.all,
            metrics: metrics,
            streams: OutputStreams(standardOutput: output, standardError: errors),
            progressStyle: style,
            clock: TestClock(),
            cachesToDisk: cachesToDisk,
            printSummary: printSummary
        )
        return SUT(runner: runner, client: client, metrics: metrics, cache: cache, output: output, errors: errors)
    }
}
