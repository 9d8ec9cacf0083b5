import Foundation
import TestSupport
import Testing

extension AppEndToEnd.CommandLane {
    @Suite("App: a crawl interrupted by SIGINT or SIGTERM")
    struct CrawlInterruptTests {
        @Test(arguments: [SIGINT, SIGTERM])
        func anInterruptedCrawlLeavesNoTemporaryFileAndTheCacheVerifies(_ signal: Int32) async throws {
            let replica = try CrawlReplicaServer(dataset: try CrawlReplicaServer.sampleWithAvatars())
            defer { replica.stop() }
            let cache = CacheDirectory()
            defer { cache.remove() }
            let crawl = ["--api", replica.apiBaseURL.absoluteString, "crawl", "--images", "--concurrency", "6"]

            for round in 1...3 {
                let start = Self.names(in: cache).count
                let interrupted = try await onDedicatedThread {
                    try KilledProcess.run(crawl + cache.arguments, signal: signal) {
                        Self.names(in: cache).count >= start + 5 * round
                    }
                }
                let left = Self.names(in: cache).filter { $0.hasSuffix(".tmp") }
                let verify = try await AppProcess.run(["cache", "verify"] + cache.arguments)

                #expect(interrupted, "round \(round): the crawl ended before it could be interrupted")
                #expect(left.isEmpty, "round \(round)")
                #expect(verify.status == 0, "\(verify)")
            }
        }

        private static func names(in cache: CacheDirectory) -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        }
    }
}
