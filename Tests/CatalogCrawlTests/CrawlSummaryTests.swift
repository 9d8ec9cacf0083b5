import CatalogCrawl
import Foundation
import Networking
import Testing

@Suite("CrawlSummary")
struct CrawlSummaryTests {
    @Test func textListsWhatWasLoadedTheTrafficAndTheThroughput() {
        let sut = CrawlSummary(
            plan: CrawlPlan(
                resources: [.character, .episode, .location], imageResources: [.character],
                pageCounts: [.character: 42, .episode: 3, .location: 7],
                itemCounts: [.character: 826, .episode: 51, .location: 126],
                includesImages: true
            ),
            pagesFetched: 50, pagesFromCache: 2, imagesFetched: 800, imagesFromCache: 26, items: 1_003,
            bytes: 31_234_567, bytesDownloaded: 30_000_000, requests: 900, retries: 50, duration: .milliseconds(2_500)
        )

        #expect(
            sut.text.split(separator: "\n") == [
                "crawl complete in 2.50 s",
                "  pages:      52 of 52 (50 fetched, 2 from cache)",
                "  items:      1003 of 1003",
                "  images:     826 of 826 (800 fetched, 26 from cache)",
                "  bytes:      31.2 MB loaded, 30.0 MB downloaded",
                "  requests:   900 (50 retries)",
                "  throughput: 360.0 requests/s, 12.0 MB/s, 351.2 loads/s",
                "  failures:   0",
            ]
        )
    }

    @Test func pagesAndImagesTheServerConfirmedUnchangedAreCountedApartFromTheCacheAlone() {
        let sut = CrawlSummary(
            plan: CrawlPlan(
                resources: [.character], imageResources: [.character], pageCounts: [.character: 3],
                itemCounts: [.character: 45], includesImages: true),
            pagesFetched: 1, pagesFromCache: 0, imagesFetched: 0, imagesFromCache: 40, items: 45, requests: 6,
            pagesConfirmed: 2, imagesConfirmed: 5
        )

        let lines = sut.text.split(separator: "\n")
        #expect(lines.contains("  pages:      3 of 3 (1 fetched, 2 confirmed unchanged by the server, 0 from cache)"))
        #expect(
            lines.contains("  images:     45 of 45 (0 fetched, 5 confirmed unchanged by the server, 40 from cache)"))
    }

    @Test func textOfAnIncompleteCrawlListsEveryFailureAndLeavesImagesOut() {
        let url = URL(fileURLWithPath: "/api/character")
        let sut = CrawlSummary(
            plan: CrawlPlan(
                resources: [.character, .episode, .location], imageResources: [.character],
                pageCounts: [.character: 1], itemCounts: [.character: 20], includesImages: false),
            pagesFetched: 1, items: 20, bytes: 999, bytesDownloaded: 999, requests: 4, retries: 3,
            failures: [CrawlFailure(job: .page(1, of: .episode), url: url, reason: "episode page 1 failed: HTTP 500")]
        )

        #expect(
            sut.text.split(separator: "\n") == [
                "crawl incomplete in 0.00 s",
                "  pages:      1 of 1 (1 fetched, 0 from cache)",
                "  items:      20 of 20",
                "  bytes:      999 B loaded, 999 B downloaded",
                "  requests:   4 (3 retries)",
                "  throughput: 0.0 requests/s, 0 B/s, 0.0 loads/s",
                "  failures:   1",
                "    episode page 1 failed: HTTP 500",
            ]
        )
        #expect(!sut.isComplete)
    }

    @Test func loadsThatCouldNotReachTheSameServerAreOneLineNamingIt() {
        let down = "127.0.0.1:9: connection refused"
        let failures = ["character", "episode", "location"].enumerated().map { index, resource in
            CrawlFailure(
                job: .page(index + 1, of: .episode), url: nil, reason: "\(resource) failed", unreachableServer: down)
        }
        let sut = CrawlSummary(
            plan: CrawlPlan(
                resources: [.character, .episode, .location], imageResources: [], pageCounts: [:], itemCounts: [:],
                includesImages: false),
            failures: failures + [CrawlFailure(job: .page(2, of: .episode), url: nil, reason: "HTTP 500")])

        #expect(
            sut.text.split(separator: "\n").suffix(3) == [
                "  failures:   4", "    could not reach 127.0.0.1:9: connection refused (3 loads)", "    HTTP 500",
            ])
    }

    @Test func aFailureToConnectNamesTheServerAndWhyInWords() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/api/character?page=1"))
        let refused = NetworkError.transport(.connectionRefused, reason: "URLError -1004", url: url)

        let failure = CrawlFailure(job: .page(1, of: .character), url: url, error: refused)
        let answered = CrawlFailure(
            job: .page(1, of: .character), url: url, error: NetworkError.httpStatus(code: 500, message: nil, url: url))

        #expect(failure.unreachableServer == "127.0.0.1:9: connection refused")
        #expect(answered.unreachableServer == nil)
    }

    @Test func noCountPassesItsTotal() {
        let sut = CrawlSummary(
            plan: CrawlPlan(
                resources: [.character], imageResources: [.character], pageCounts: [.character: 3],
                itemCounts: [.character: 1_003], includesImages: true),
            pagesFetched: 5, imagesFetched: 1_004, items: 1_004)

        let lines = sut.text.split(separator: "\n")

        #expect(lines.contains("  pages:      5 of 5 (5 fetched, 0 from cache)"))
        #expect(lines.contains("  items:      1004 of 1004"))
        #expect(lines.contains("  images:     1004 of 1004 (1004 fetched, 0 from cache)"))
    }

    @Test func aFullDiskIsSaidSoWithAFewOfItsFailedWrites() {
        let full = String(cString: strerror(ENOSPC))
        let sut = CrawlSummary(
            plan: CrawlPlan(
                resources: [.character], pageCounts: [.character: 1], itemCounts: [.character: 20],
                includesImages: false),
            pagesFetched: 1, detailsIndexed: 20, items: 20,
            storageFailures: (1...8).map { "could not write the cache entry for 'k\($0)' to 'p\($0)': pwrite: \(full)" }
        )

        let lines = sut.text.split(separator: "\n")

        #expect(sut.isDiskFull)
        #expect(lines.first == "crawl incomplete in 0.00 s: the disk is full")
        #expect(lines.contains("  details:    20 answered from the pages through the crawl's index"))
        #expect(lines.contains("  not kept:   8 (the disk is full: free some space and run `crawl` again)"))
        #expect(lines.last == "    … and 3 more")
    }
}
