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
        #expect(crawlOutput.contains("  pages:      7 of 7 (7 fetched, 0 from cache)"))
        #expect(harness.errors.lines.first == "crawl: 7 pages (character 3, episode 2, location 2), 104 items")
        #expect(stats == .success)
        #expect(harness.output.lines.contains("cache directory: \(harness.defaultCacheDirectory.path)"))
        // A bundle of the pages and the index of each of the 3 lists, which answers their pages and the details of
        // their 104 items.
        #expect(crawlOutput.contains("  details:    104 answered from the pages through the crawl's index"))
        #expect(harness.output.lines.contains { $0.hasPrefix("  disk:   6 entries, ") })
        #expect(verify == .success)
        #expect(try DiskCache(directory: harness.defaultCacheDirectory).statistics().entryCount == 6)
    }

    @Test func cacheClearEmptiesTheCacheDirectoryTheOptionsName() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        let directory = harness.cacheHome.url.appendingPathComponent("custom")
        _ = await harness.run(["crawl", "--cache-dir", directory.path])

        let clear = await harness.run(["cache", "clear", "--cache-dir", directory.path])

        #expect(clear == .success)
        #expect(harness.output.lines.last?.hasPrefix("cache cleared: removed 6 entries") == true)
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
