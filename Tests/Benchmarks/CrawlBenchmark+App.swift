import Foundation

/// The crawl as a user runs it: `App --api URL crawl` (the release build, a fresh cache folder each time, pages
/// only, as the command stores them: every page and the details derived from them) against a plain Python pager
/// (`requests`, one kept-alive session, nothing stored) paging through the same server, both timed from launch to
/// exit, alternating, in the same run.
enum AppCrawlComparison {
    /// The pager: every page of the three lists, following `info.next`; prints how many items it read.
    static let pager = """
        import requests, sys
        session, items = requests.Session(), 0
        for resource in ("character", "episode", "location"):
            url = f"{sys.argv[1]}/{resource}"
            while url:
                page = session.get(url).json()
                items += len(page["results"])
                url = page["info"]["next"]
        print(items)
        """

    /// Adds the row `App crawl` vs the pager (target: no slower), or says why it cannot measure.
    static func measure(rounds: Int, caches: BenchmarkCacheDirectory, into table: inout ResultTable) throws {
        let app: URL
        do {
            app = try AppBinary.locate()
        } catch {
            print("skipped App crawl vs the Python pager: \(error)")
            return
        }
        guard pythonHasRequests() else {
            print("skipped App crawl vs the Python pager: python3 with the requests package is not here")
            return
        }
        let server = try AppBinary.BackgroundApp(app: app, dataset: SnapshotDirectory.locate())
        defer { server.stop() }
        var crawls: [Double] = []
        var pagers: [Double] = []
        for _ in 0..<rounds {
            let cache = caches.roundDirectory()
            let crawl = try AppBinary.run(app, ["--api", server.baseURL, "--cache-dir", cache.path, "crawl"])
            guard crawl.status == 0 else {
                throw BenchmarkFailure(message: "App crawl failed: \(crawl.standardError)")
            }
            crawls.append(crawl.milliseconds)
            pagers.append(try runPager(server.baseURL))
        }
        table.add(
            "App crawl (pages, fresh cache) vs a Python pager", value: crawls.median, baseline: pagers.median,
            unit: "ms", maxRatio: 1)
        print("App crawl vs pager: medians of \(rounds) alternating runs, each timed from launch to exit")
    }

    private static func runPager(_ base: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", pager, base]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure(message: "the Python pager failed (exit \(process.terminationStatus))")
        }
        return start.duration(to: clock.now).milliseconds
    }

    private static func pythonHasRequests() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import requests"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
