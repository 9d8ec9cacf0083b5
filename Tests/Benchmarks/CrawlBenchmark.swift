import APIReplica
import AppCatalog
import AppRuntime
import CatalogCrawl
import Foundation
import Networking
import Storage

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Benchmarks crawl`: the whole crawl stack against a bare concurrent URLSession fetch of the same URLs, over
/// loopback from the in-process replica, at the same concurrency, in the same run.
///
/// What is crawled is what the features of the App's catalog (`FeatureCatalog.app`) contribute (every list page, and every image they ask
/// for), so the benchmark follows the catalog. The stack is the App's `HTTPClientStack`: its transport
/// (`LiveHTTPClient`, sockets of its own for `http`), size limit, deadline, metrics, retries and coalescing, then
/// `CachedFetcher` into a fresh `TieredCache` over a `DiskCache` beside the App's own, with every page decoded and
/// every image checked. The baselines only download: a plain `URLSession` (the targets), and the App's transport
/// with nothing around it (the stack's own cost). Pages and images are measured separately: for the images the pages
/// are already cached, so the crawl fetches just the images. Beside them, for information: the same crawls into a
/// memory-only cache (the disk's share of the cost). A crawl of pages stores their index too, as `crawl` does, which
/// answers every item's detail: one entry per list, not per item.
enum CrawlBenchmark: BenchmarkSuite {
    static let name = "crawl"
    static let summary =
        "the App's crawl stack (client, decorators, cache, decoding) vs a bare URLSession fetch of the same URLs, "
        + "and vs its transport alone [--concurrency N] [--cache-dir DIR]"

    /// Milliseconds per file above which the file-creation probe is reported as slow.
    static let slowFileCreation = 0.1

    /// `arguments` may hold `--concurrency N` (default: the crawl's default) and `--cache-dir DIR` (default: the
    /// package's `.build/benchmarks`; see `BenchmarkCacheDirectory`).
    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        let concurrency = Self.concurrency(in: arguments)
        let rounds = mode.pick(full: 7, short: 1)
        let caches = BenchmarkCacheDirectory(arguments: arguments)
        // Nothing is removed before the end: on some file systems deleting files slows down creating files near them
        // (see `FileCreationProbe`), and no round should pay for the cleanup of the one before.
        defer { caches.removeAll() }
        let (dataset, source) = try loadDataset()
        let replica = try ReplicaServer.start(serving: dataset)
        defer { replica.stop() }
        let configuration = APIConfiguration(baseURL: replica.apiBaseURL)
        let contributions = FeatureCatalog.app.crawlContributions
        let urls = try CrawlBenchmarkURLs(dataset: dataset, contributions: contributions, configuration: configuration)
        let resources = Array(Set(contributions.map(\.resource.rawValue))).sorted().joined(separator: ", ")
        print("data: \(source); crawled: \(resources); \(urls.pages.count) pages, \(urls.images.count) images")
        print(
            "concurrency \(concurrency); best of \(rounds) interleaved rounds; a fresh cache (in a new directory) per round, all removed at the end"
        )
        print("\(caches.description)\n")

        var best = BestDurations()
        var bytes = (pages: 0, images: 0)
        var details = 0
        for _ in 0..<rounds {
            for transport in BareFetch.Transport.allCases {
                let bare = try await BareFetch.fetchAll(urls.pages, concurrency: concurrency, over: transport)
                best.record("bare pages \(transport)", bare.duration)
                bytes.pages = bare.bytes
                let bareImages = try await BareFetch.fetchAll(urls.images, concurrency: concurrency, over: transport)
                best.record("bare images \(transport)", bareImages.duration)
                bytes.images = bareImages.bytes
            }
            best.record(
                "file creations",
                try FileCreationProbe.measure(
                    count: urls.images.count, size: bytes.images / max(1, urls.images.count),
                    in: caches.roundDirectory()))
            for onDisk in [true, false] {
                let round = try await CrawlBenchmarkRound(
                    configuration: configuration, contributions: contributions, concurrency: concurrency,
                    onDisk: onDisk, caches: caches)
                let tier = onDisk ? "disk" : "memory"
                let pages = try await round.crawl(includingImages: false, expectedLoads: urls.pages.count)
                best.record("\(tier) pages", pages.duration)
                details = pages.details
                best.record(
                    "\(tier) images",
                    try await round.crawl(includingImages: true, expectedLoads: urls.images.count).duration)
            }
        }

        var table = table(of: best, urls: urls, details: details)
        try AppCrawlComparison.measure(rounds: mode.pick(full: 5, short: 1), caches: caches, into: &table)
        let pages = Duration.milliseconds(best["disk pages"])
        let images = Duration.milliseconds(best["disk images"])
        print(table.render())
        print(
            "\nthroughput (stack): pages \(rate(urls.pages.count, bytes.pages, pages)), "
                + "images \(rate(urls.images.count, bytes.images, images))")
        let perFile = best["file creations"] / Double(max(1, urls.images.count))
        if perFile > slowFileCreation {
            print(
                "\nnote: creating one file here takes \((perFile * 1_000).rounded() / 1_000) ms, where about 0.05 ms is usual; "
                    + "the disk rows measure this file system as much as the stack (see FileCreationProbe)")
        }
        return table.allTargetsMet
    }

    private static func table(of best: BestDurations, urls: CrawlBenchmarkURLs, details: Int) -> ResultTable {
        var table = ResultTable()
        let kinds = [("pages", urls.pages.count, 1.15), ("images", urls.images.count, 1.1)].filter { $0.1 > 0 }
        for (kind, count, target) in kinds {
            let indexed = kind == "pages" ? " (and their index of \(details) items)" : ""
            table.add(
                "\(count) \(kind)\(indexed): crawl stack vs bare URLSession fetch", value: best["disk \(kind)"],
                baseline: best["bare \(kind) urlSession"], unit: "ms", maxRatio: target)
        }
        for (kind, count, _) in kinds {
            table.add(
                "\(count) \(kind): crawl stack vs its transport alone", value: best["disk \(kind)"],
                baseline: best["bare \(kind) socket"], unit: "ms")
            table.add(
                "\(count) \(kind), memory-only cache (no disk), vs its transport alone", value: best["memory \(kind)"],
                baseline: best["bare \(kind) socket"], unit: "ms")
        }
        if !urls.images.isEmpty {
            table.add(
                "\(urls.images.count) files created (no fetch, no stack)", value: best["file creations"],
                baseline: best["bare images urlSession"], unit: "ms")
        }
        return table
    }

    private static func loadDataset() throws -> (ReplicaDataset, String) {
        if let directory = SnapshotDirectory.locate() {
            return (try DatasetLoader.load(directory: directory), "the full snapshot at \(directory.path)")
        }
        print("skipped the full snapshot: ../shared/data/rickandmorty is not here (set RICKANDMORTY_SNAPSHOT);")
        print("measuring the bundled sample instead, whose figures are small and noisy")
        return (try ReplicaDataset.bundledSample(avatars: PlaceholderAvatarSource()), "the bundled sample")
    }

    private static func concurrency(in arguments: [String]) -> Int {
        guard let index = arguments.firstIndex(of: "--concurrency"), index + 1 < arguments.count,
            let value = Int(arguments[index + 1]), value > 0
        else { return CrawlSettings.loopbackConcurrency }
        return value
    }

    private static func rate(_ count: Int, _ bytes: Int, _ duration: Duration) -> String {
        let seconds = duration.milliseconds / 1_000
        let perSecond = Int((Double(count) / seconds).rounded())
        let megabytes = (Double(bytes) / 1e6 / seconds * 10).rounded() / 10
        return "\(perSecond)/s (\(megabytes) MB/s)"
    }
}

/// The shortest duration seen for each named measurement.
struct BestDurations {
    private var best: [String: Duration] = [:]

    mutating func record(_ name: String, _ duration: Duration) {
        best[name] = min(best[name] ?? duration, duration)
    }

    /// The best duration of `name` in milliseconds.
    subscript(name: String) -> Double {
        best[name]?.milliseconds ?? .nan
    }
}

extension Duration {
    /// The duration in milliseconds, as a floating-point number.
    var milliseconds: Double {
        nanoseconds / 1e6
    }
}
