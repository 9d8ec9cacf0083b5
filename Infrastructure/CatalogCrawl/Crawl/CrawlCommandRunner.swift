import Console
import FeatureKit
import Networking
import Storage

/// Runs `crawl`: crawls the catalog with the App's client and cache, showing progress and printing the summary.
public struct CrawlCommandRunner: Sendable {
    /// How progress is shown on standard error.
    public enum ProgressStyle: Sendable, Hashable {
        /// A bar redrawn in place, for a terminal.
        case bar
        /// Plain lines every few seconds, for logs and pipes.
        case lines
        /// Nothing.
        case silent

        /// The bar on a terminal that understands its escape sequences (not `TERM=dumb`), plain lines otherwise.
        public static func forStandardError(isTerminal: Bool, environment: [String: String]) -> ProgressStyle {
            isTerminal && environment["TERM"] != "dumb" ? .bar : .lines
        }
    }

    private let client: any HTTPClient
    private let store: any ByteStore
    private let configuration: APIConfiguration
    private let contributions: [CrawlContribution]
    private let metrics: RequestMetrics
    private let streams: OutputStreams
    private let progressStyle: ProgressStyle
    private let clock: any Clock<Duration>
    private let cachesToDisk: Bool
    private let printSummary: (@Sendable (CrawlSummary) -> Void)?

    /// Creates a runner over the App's infrastructure; `printSummary` prints the summary, by default as text.
    public init(
        client: any HTTPClient,
        store: any ByteStore,
        configuration: APIConfiguration,
        contributions: [CrawlContribution],
        metrics: RequestMetrics,
        streams: OutputStreams,
        progressStyle: ProgressStyle,
        clock: any Clock<Duration> = ContinuousClock(),
        cachesToDisk: Bool = true,
        printSummary: (@Sendable (CrawlSummary) -> Void)? = nil
    ) {
        self.printSummary = printSummary
        self.client = client
        self.store = store
        self.configuration = configuration
        self.contributions = contributions
        self.metrics = metrics
        self.streams = streams
        self.progressStyle = progressStyle
        self.clock = clock
        self.cachesToDisk = cachesToDisk
    }

    /// Crawls with `settings` and reports; success only when every page (and image) was loaded and kept.
    public func run(_ settings: CrawlSettings) async -> ExitCode {
        let summary = await crawl(settings, reporter: reporter())
        if let printSummary {
            printSummary(summary)
        } else {
            streams.standardOutput.writeLine(summary.text)
        }
        if !cachesToDisk {
            streams.standardError.writeLine("note: the disk cache is disabled (--no-cache), so nothing was kept")
        }
        return summary.isComplete ? .success : .failure
    }

    /// Crawls with `settings`, writing to the cache in the background, and returns once every entry is written.
    ///
    /// Pages go into a few bundles (`PageBundlingStore`), read back by `CrawledStore` as pages stored alone
    /// are; the bundles of an earlier crawl that no page needs any more are removed once the new ones are written.
    public func crawl(_ settings: CrawlSettings, reporter: any CrawlProgressReporter) async -> CrawlSummary {
        let stopwatch = CrawlClockReading(clock: clock)
        let writer = WriteBehindStore(wrapping: store)
        let bundler = PageBundlingStore(
            wrapping: CrawledStore(wrapping: writer, configuration: configuration), configuration: configuration)
        let crawler = CatalogCrawler(
            client: client,
            fetcher: CachedFetcher(store: bundler, revalidatingEverything: settings.revalidatesEverything),
            configuration: configuration,
            metrics: metrics,
            settings: settings,
            contributions: contributions,
            reporter: reporter,
            clock: clock
        )
        var summary = await crawler.crawl()
        var unneeded: [String] = []
        do {
            unneeded = try bundler.finish()
        } catch {
            summary.storageFailures.append("the crawled pages were not all kept: \(error)")
        }
        let waiting = writer.waiting
        if waiting.writes > 0 {
            reporter.crawlEntered(.storing(writes: waiting.writes, bytes: waiting.bytes))
        }
        summary.storageFailures += await writer.flush().map(\.description)
        for key in unneeded {
            try? store.removeEntry(forKey: key)
        }
        // The crawl is done when its entries are written, and the throughput counts that time too.
        summary.duration = stopwatch.elapsed
        return summary
    }

    private func reporter() -> any CrawlProgressReporter {
        switch progressStyle {
        case .bar: TerminalProgressBar(sink: streams.standardError)
        case .lines: PlainProgressLines(sink: streams.standardError)
        case .silent: SilentCrawlProgress()
        }
    }
}
