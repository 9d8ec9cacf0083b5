import AppRuntime
import CatalogCrawl
import Console
import FeatureKit
import Foundation
import Networking
import Storage

/// One measured round of the crawl stack: a fresh disk cache in a directory of its own, the App's client stack,
/// and crawls over them as the `crawl` command runs them (entries written in the background, then flushed).
struct CrawlBenchmarkRound {
    struct Incomplete: Error, CustomStringConvertible {
        let summary: CrawlSummary
        var description: String { "the benchmark crawl did not complete:\n\(summary.text)" }
    }

    private let directory: URL
    private let concurrency: Int
    private let runner: CrawlCommandRunner

    /// A round whose cache has a disk tier (as the App's) when `onDisk`, else only a memory tier.
    init(
        configuration: APIConfiguration, contributions: [CrawlContribution], concurrency: Int, onDisk: Bool,
        caches: BenchmarkCacheDirectory
    ) async throws {
        directory = caches.roundDirectory()
        let clock = ContinuousClock()
        // The App's own stack, as `crawl` builds it: its transport under its decorators and a session's budget.
        let stack = HTTPClientStack(
            transport: LiveHTTPClient(maximumResponseBytes: HTTPClientStack.maximumResponseBytes), budget: .session,
            clock: clock)
        runner = CrawlCommandRunner(
            client: stack.client,
            store: onDisk
                ? TieredCache(memory: MemoryCache(), disk: DiskCache(directory: directory))
                : TieredCache(memory: MemoryCache(countLimit: 10_000, byteLimit: 1 << 30), disk: nil),
            configuration: configuration,
            contributions: contributions,
            metrics: stack.metrics,
            streams: OutputStreams(standardOutput: TextBuffer(), standardError: TextBuffer()),
            progressStyle: .silent,
            clock: clock
        )
        self.concurrency = concurrency
    }

    /// Crawls as `crawl` does (pages and their index, or pages from the cache plus images) and returns how long it
    /// took and how many items the index answers; throws unless it fetched exactly `expectedLoads` pages or images
    /// and nothing failed.
    func crawl(includingImages: Bool, expectedLoads: Int) async throws -> (duration: Duration, details: Int) {
        let settings = CrawlSettings(concurrency: concurrency, includesImages: includingImages)
        let start = ContinuousClock.now
        let summary = await runner.crawl(settings, reporter: SilentCrawlProgress())
        let duration = ContinuousClock.now - start
        guard summary.isComplete, summary.pagesFetched + summary.imagesFetched == expectedLoads else {
            throw Incomplete(summary: summary)
        }
        return (duration, summary.detailsIndexed)
    }
}
