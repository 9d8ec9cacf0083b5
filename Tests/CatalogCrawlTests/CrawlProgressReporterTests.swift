import CatalogCrawl
import Console
import Testing

@Suite("Crawl progress reporters")
struct CrawlProgressReporterTests {
    static let plan = CrawlPlan(
        resources: [.character, .episode, .location], imageResources: [.character],
        pageCounts: [.character: 3, .episode: 2, .location: 1],
        itemCounts: [.character: 45, .episode: 21, .location: 5],
        includesImages: true
    )

    @Test func plainLinesStartWithThePlan() {
        let (sut, output) = makePlainSUT()

        sut.crawlStarted(Self.plan)

        #expect(output.lines == ["crawl: 6 pages (character 3, episode 2, location 1), 71 items, 45 images"])
    }

    @Test func thePlanNamesTheResourcesWhosePageOneFailed() {
        let (sut, output) = makePlainSUT()
        let partial = CrawlPlan(
            resources: [.character, .episode, .location], imageResources: [.character],
            pageCounts: [.episode: 2], itemCounts: [.episode: 21], includesImages: false)
        let nothing = CrawlPlan(
            resources: [.character, .episode, .location], imageResources: [.character],
            pageCounts: [:], itemCounts: [:], includesImages: false)

        sut.crawlStarted(partial)
        sut.crawlStarted(nothing)

        #expect(
            output.lines == [
                "crawl: 2 pages (episode 2), 21 items; page 1 of character, location failed",
                "crawl: 0 pages, 0 items; page 1 of character, episode, location failed",
            ])
    }

    @Test func plainLinesPrintAtMostOneLinePerIntervalAndAlwaysTheLast() {
        let (sut, output) = makePlainSUT(interval: .seconds(2))

        sut.crawlProgressed(progress(pages: 3, images: 0, at: .zero))
        sut.crawlProgressed(progress(pages: 4, images: 0, at: .seconds(1)))
        sut.crawlProgressed(progress(pages: 5, images: 10, at: .milliseconds(2_500)))
        sut.crawlProgressed(progress(pages: 6, images: 44, at: .milliseconds(2_600)))
        sut.crawlProgressed(progress(pages: 6, images: 45, at: .milliseconds(2_700)))
        sut.crawlProgressed(progress(pages: 6, images: 45, at: .seconds(9)))

        #expect(
            output.lines == [
                "crawl: 5% 3/6 pages, 0/45 images, 40 items, 1.5 kB, 0.0 s",
                "crawl: 29% 5/6 pages, 10/45 images, 40 items, 1.5 kB, 2.5 s, about 6 s left",
                "crawl: 100% 6/6 pages, 45/45 images, 40 items, 1.5 kB, 2.7 s",
            ]
        )
    }

    @Test func plainLinesMentionFailures() {
        let (sut, output) = makePlainSUT()

        sut.crawlProgressed(progress(pages: 2, images: 0, failures: 1, at: .seconds(3)))

        #expect(
            output.lines == ["crawl: 5% 2/6 pages, 0/45 images, 40 items, 1.5 kB, 1 failed, 3.0 s, about 48 s left"])
    }

    @Test func theTimeLeftFollowsThePaceSoFarOnceThereIsOne() {
        let (sut, output) = makePlainSUT(interval: .zero)

        sut.crawlProgressed(progress(pages: 5, images: 0, at: .milliseconds(500)))
        sut.crawlProgressed(progress(pages: 6, images: 1, at: .seconds(60)))

        #expect(
            output.lines == [
                "crawl: 9% 5/6 pages, 0/45 images, 40 items, 1.5 kB, 0.5 s",
                "crawl: 13% 6/6 pages, 1/45 images, 40 items, 1.5 kB, 60.0 s, about 7 min left",
            ])
    }

    @Test func plainLinesSayWhatTheCrawlDoesAfterItsLoads() {
        let (sut, output) = makePlainSUT()

        sut.crawlEntered(.indexing(items: 826, pages: 42))
        sut.crawlEntered(.storing(writes: 95, bytes: 399_200))

        #expect(
            output.lines == [
                "crawl: details: indexing 826 items of 42 pages",
                "crawl: storing: 95 entries (399.2 kB) still going to disk",
            ])
    }

    @Test func terminalBarEndsItsLineBeforeAPhaseLine() {
        let output = TextBuffer()
        let sut = TerminalProgressBar(sink: output, width: 10)

        sut.crawlProgressed(progress(pages: 6, images: 45, at: .zero))
        sut.crawlFinished(CrawlSummary(plan: Self.plan))
        sut.crawlEntered(.storing(writes: 1, bytes: 10))

        #expect(output.text.hasSuffix("0.0 s\ncrawl: storing: 1 entry (10 B) still going to disk\n"))
    }

    @Test func terminalBarRedrawsInPlaceAndEndsItsLineWhenTheCrawlFinishes() {
        let output = TextBuffer()
        let sut = TerminalProgressBar(sink: output, width: 10, redrawInterval: .milliseconds(100))

        sut.crawlStarted(Self.plan)
        sut.crawlProgressed(progress(pages: 3, images: 0, at: .zero))
        sut.crawlProgressed(progress(pages: 4, images: 0, at: .milliseconds(50)))
        sut.crawlProgressed(progress(pages: 6, images: 20, at: .milliseconds(150)))
        sut.crawlProgressed(progress(pages: 6, images: 45, at: .milliseconds(160)))
        sut.crawlFinished(CrawlSummary(plan: Self.plan))

        let clear = "\r\u{1B}[2K"
        #expect(
            output.text
                == "crawl: 6 pages (character 3, episode 2, location 1), 71 items, 45 images\n"
                + clear + "[----------] 5% 3/6 pages, 0/45 images, 40 items, 1.5 kB, 0.0 s"
                + clear + "[#####-----] 50% 6/6 pages, 20/45 images, 40 items, 1.5 kB, 0.2 s"
                + clear + "[##########] 100% 6/6 pages, 45/45 images, 40 items, 1.5 kB, 0.2 s"
                + "\n"
        )
    }

    @Test func terminalBarThatDrewNothingWritesNoEmptyLine() {
        let output = TextBuffer()
        let sut = TerminalProgressBar(sink: output)

        sut.crawlFinished(CrawlSummary(plan: Self.plan))

        #expect(output.text.isEmpty)
    }

    // MARK: - Helpers

    private func makePlainSUT(interval: Duration = .seconds(2)) -> (PlainProgressLines, TextBuffer) {
        let output = TextBuffer()
        return (PlainProgressLines(sink: output, interval: interval), output)
    }

    private func progress(pages: Int, images: Int, failures: Int = 0, at elapsed: Duration) -> CrawlProgress {
        CrawlProgress(
            pagesDone: pages, pagesTotal: 6, imagesDone: images, imagesTotal: 45, items: 40, bytes: 1_500,
            failures: failures, elapsed: elapsed
        )
    }
}
