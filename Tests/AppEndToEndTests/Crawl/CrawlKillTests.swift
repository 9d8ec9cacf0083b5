import APIReplica
import CatalogCrawl
import Foundation
import Networking
import Storage
import TestSupport
import Testing

extension AppEndToEnd.CommandLane {
    @Suite("App: a crawl killed mid-write")
    struct CrawlKillTests {
        @Test func crawlKilledRepeatedlyWithSIGKILLLeavesNoCorruptEntryToServe() async throws {
            let replica = try CrawlReplicaServer(dataset: try CrawlReplicaServer.sampleWithAvatars())
            defer { replica.stop() }
            let cache = CacheDirectory()
            defer { cache.remove() }
            let expected = try await ExpectedEntries.fetch(from: replica)
            let crawl = ["--api", replica.apiBaseURL.absoluteString, "crawl", "--images", "--concurrency", "6"]

            var kills = 0
            for _ in 1...4 {
                let present = Self.entryCount(in: cache)
                let target = present + max(1, (expected.bytesByKey.count - present) / 4)
                let killed = try await onDedicatedThread {
                    try KilledProcess.run(crawl + cache.arguments) { Self.entryCount(in: cache) >= target }
                }
                kills += killed ? 1 : 0
                try expectEveryReadableEntry(in: cache, isOneOf: expected, from: replica)
            }
            let verify = try await AppProcess.run(["cache", "verify"] + cache.arguments)
            try expectEveryReadableEntry(in: cache, isOneOf: expected, from: replica)
            let finish = try await AppProcess.run(crawl + cache.arguments)

            #expect(kills >= 3, "the crawl ended before it could be killed")
            let lines = verify.standardOutput.split(separator: "\n")
            #expect(
                verify.status == 0
                    || (verify.status == 1 && lines.dropFirst().allSatisfy { $0.hasPrefix("  removed ") }),
                "\(verify)")
            #expect(finish.status == 0, "\(finish)")
            let readable = try expectEveryReadableEntry(in: cache, isOneOf: expected, from: replica)
            #expect(readable == expected.bytesByKey.count)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "the killed writers' temporary files were swept")
        }

        // MARK: - Helpers

        private static func entryCount(in cache: CacheDirectory) -> Int {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            return names.count { $0.hasSuffix(".entry") }
        }

        /// Reads every expected key from the cache as a new process would (pages from the crawl's bundles), and
        /// returns how many read back.
        ///
        /// An entry that reads back must hold exactly the replica's bytes.
        @discardableResult
        private func expectEveryReadableEntry(
            in cache: CacheDirectory, isOneOf expected: ExpectedEntries, from replica: CrawlReplicaServer
        ) throws -> Int {
            let disk = CrawledStore(
                wrapping: DiskCache(directory: cache.url),
                configuration: APIConfiguration(baseURL: replica.apiBaseURL))
            var readable = 0
            for (key, bytes) in expected.bytesByKey {
                guard let entry = try disk.entry(forKey: key) else { continue }
                #expect(entry.data == bytes, "\(key) reads back other bytes than the replica's")
                readable += 1
            }
            return readable
        }
    }
}

/// Every page and avatar the replica serves, keyed as the App caches them, with the bytes the replica sends.
private struct ExpectedEntries {
    var bytesByKey: [String: Data] = [:]

    static func fetch(from replica: CrawlReplicaServer) async throws -> ExpectedEntries {
        let configuration = APIConfiguration(baseURL: replica.apiBaseURL)
        let client = URLSessionHTTPClient()
        var urls: [URL] = []
        // The lists the App's features contribute to a crawl.
        for resource in [RickAndMortyAPI.Resource.character, .episode] {
            let count = replica.dataset.records(of: try #require(ReplicaResource(rawValue: resource.rawValue))).count
            let pages = (count + RickAndMortyAPI.pageSize - 1) / RickAndMortyAPI.pageSize
            urls += try (1...pages).map { try configuration.url(for: .page($0, of: resource)) }
        }
        urls += try replica.dataset.characters.map { try configuration.url(for: .avatar(characterID: $0.id)) }
        var expected = ExpectedEntries()
        for url in urls {
            expected.bytesByKey[url.absoluteString] = try await client.get(url).body
        }
        return expected
    }
}
