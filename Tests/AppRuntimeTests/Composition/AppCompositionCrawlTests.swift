import AppRuntime
import Foundation
import Storage
import Testing

@MainActor
@Suite("AppComposition: crawl and cache")
struct AppCompositionCrawlTests {
    @Test func crawlLoadsTheEmbeddedReplicaIntoTheDefaultCacheAndCacheCommandsSeeIt() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let crawl = await harness.run(["crawl", "--concurrency", "2"])
        let crawlOutput = harness.output.lines
        let stats = await harness.run(["cache", "stats"])
        let verify = await harness.run(["cache", "verify"])

        #expect(crawl == .success, "\(harness.errors.text)")
        #expect(crawlOutput.first?.hasPrefix("crawl complete in ") == true)
        #expect(crawlOutput.contains("  pages:      6 of 6 (6 fetched, 0 from cache)"))
        #expect(harness.errors.lines.first == "crawl: 6 pages (character 3, episode 2, location 1), 97 items")
        #expect(stats == .success)
        #expect(harness.output.lines.contains("cache directory: \(harness.defaultCacheDirectory.path)"))
        // 6 pages and 97 details derived from them: each listed item (the probe feature links no lists).
        #expect(crawlOutput.contains("  details:    97 derived from the pages (97 stored, 0 from cache)"))
        #expect(harness.output.lines.contains { $0.hasPrefix("  disk:   103 entries, ") })
        #expect(verify == .success)
        #expect(try DiskCache(directory: harness.defaultCacheDirectory).statistics().entryCount == 103)
    }

    @Test func cacheClearEmptiesTheCacheDirectoryTheOptionsName() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        let directory = harness.cacheHome.url.appendingPathComponent("custom")
        _ = await harness.run(["crawl", "--cache-dir", directory.path])

        let clear = await harness.run(["cache", "clear", "--cache-dir", directory.path])

        #expect(clear == .success)
        #expect(harness.output.lines.last?.hasPrefix("cache cleared: removed 103 entries") == true)
        #expect(try DiskCache(directory: directory).statistics().entryCount == 0)
    }

    @Test func crawlWithoutACacheSaysThatNothingWasKept() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["crawl", "--no-cache"])

        #expect(code == .success)
        #expect(harness.errors.lines.last == "note: the disk cache is disabled (--no-cache), so nothing was kept")
        #expect(!FileManager.default.fileExists(atPath: harness.defaultCacheDirectory.path))
    }
}
