import APIReplica
import Foundation
import Networking
import Storage

extension ScaleBenchmark {
    /// The hidden command that runs one size in a process of its own: `Benchmarks scale-child --size N`.
    static let childCommand = "scale-child"

    struct ChildUsage: Error, CustomStringConvertible {
        var description: String { "usage: Benchmarks \(childCommand) --size CHARACTERS" }
    }

    /// Serves a generated universe of the given size, measures the client stack against it and prints the
    /// figures as one `SCALE-RESULT {json}` line.
    static func runChild(arguments: [String], mode: BenchmarkMode) async throws {
        guard arguments.count == 2, arguments[0] == "--size", let size = Int(arguments[1]), size >= 1_000 else {
            throw ChildUsage()
        }
        let clock = ContinuousClock()
        let start = clock.now
        let dataset = GeneratedUniverse(characterCount: size).dataset()
        let served = try ReplicaServer.start(serving: dataset)
        defer { served.stop() }
        let startup = start.duration(to: clock.now)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = URLSessionHTTPClient()
        let configuration = APIConfiguration(baseURL: served.apiBaseURL)
        let lastPage = (size + 19) / 20

        let timing = PageLoader(
            client: client, fetcher: CachedFetcher(store: makeCache(in: directory.appendingPathComponent("timing"))),
            configuration: configuration)
        let refresh = CachePolicy.standard.with(mode: .refresh)
        let stopwatch = Stopwatch(rounds: mode.stopwatch.rounds, warmupIterations: 10)
        let page42 = try await stopwatch.nanosecondsPerOperation(iterations: 20) {
            _ = try await timing.load(page: 42, policy: refresh)
        }
        let last = try await stopwatch.nanosecondsPerOperation(iterations: 20) {
            _ = try await timing.load(page: lastPage, policy: refresh)
        }

        let disk = DiskCache(directory: directory.appendingPathComponent("five-pages"))
        let browsing = PageLoader(
            client: client, fetcher: CachedFetcher(store: TieredCache(memory: MemoryCache(), disk: disk)),
            configuration: configuration)
        for page in [1, 2, 3, 42, lastPage] {
            _ = try await browsing.load(page: page, policy: .standard)
        }

        let figures = ScaleFigures(
            characters: size,
            datasetBytes: ReplicaResource.allCases.reduce(0) { total, resource in
                dataset.records(of: resource).reduce(total) { $0 + $1.renderedJSON().count }
            },
            startupMilliseconds: startup.nanoseconds / 1e6,
            page42Milliseconds: page42 / 1e6,
            lastPageMilliseconds: last / 1e6,
            cacheBytes: try disk.statistics().byteCount,
            peakMemoryBytes: PeakMemory.residentBytes()
        )
        let json = String(decoding: try JSONEncoder().encode(figures), as: UTF8.self)
        print(ScaleFigures.linePrefix + json)
    }

    private static func makeCache(in directory: URL) -> TieredCache {
        TieredCache(memory: MemoryCache(), disk: DiskCache(directory: directory))
    }
}
