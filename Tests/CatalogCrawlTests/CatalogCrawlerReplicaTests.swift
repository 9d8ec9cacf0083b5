import APIReplica
import FeatureKit
import Foundation
import Networking
import Storage
import TestSupport
import Testing

@testable import CatalogCrawl

@Suite("CatalogCrawler against the replica over loopback")
struct CatalogCrawlerReplicaTests {
    @Test func crawlLoadsEveryPageOfTheSampleAndTheDiskCacheThenHoldsThem() async throws {
        let dataset = try ReplicaDataset.bundledSample()
        try await withReplica(dataset) { replica, stack in
            let summary = await stack.crawler(CrawlSettings(concurrency: 4)).crawl()

            #expect(summary.isComplete, "\(summary.text)")
            #expect(summary.plan.pageCounts == [.character: 3, .episode: 2, .location: 2])
            #expect(summary.pagesFetched == 7)
            #expect(summary.items == 104)
            #expect(summary.requests == 7)
            try expectCachedPages(equal: dataset, in: stack.reopenedDisk(), stack: stack)
        }
    }

    @Test func everyDetailTheFeaturesReadIsAnsweredFromTheCrawledPagesExactlyAsTheReplicaAnswersIt() async throws {
        let dataset = try ReplicaDataset.bundledSample()
        try await withReplica(dataset) { replica, stack in
            let summary = await stack.crawler(CrawlSettings(concurrency: 4)).crawl()

            #expect(summary.isComplete, "\(summary.text)")
            #expect(summary.requests == 7)
            #expect(summary.detailsIndexed == 104)
            let store = CrawledStore(wrapping: stack.reopenedDisk(), configuration: stack.configuration)
            let client = URLSessionHTTPClient()
            for url in try detailURLs(dataset, stack.configuration) {
                let answer = try await client.get(url).body
                // Ids none of which the sample holds (an episode's cast) are left to the server.
                guard answer != Data("[]".utf8) else { continue }
                let entry = try #require(try store.entry(forKey: url.absoluteString), "\(url) is not answered")
                #expect(entry.data == answer, "\(url) is answered with other bytes than the replica's")
            }
        }
    }

    @Test func aCrawlOfPagesWritesItsPagesAndOneIndexPerListAndNothingElse() async throws {
        let dataset = try ReplicaDataset.bundledSample()
        try await withReplica(dataset) { replica, stack in
            let summary = await stack.crawler(CrawlSettings(concurrency: 4)).crawl()

            let files = try FileManager.default.contentsOfDirectory(atPath: stack.directory.path)
            #expect(summary.isComplete, "\(summary.text)")
            #expect(files.count == summary.pages + SampleContributions.all.count, "\(files.sorted())")
        }
    }

    @Test func crawlWithImagesStoresEveryAvatarExactlyAsServed() async throws {
        let dataset = try RunningReplica.sampleWithAvatars()
        try await withReplica(dataset) { replica, stack in
            let summary = await stack.crawler(CrawlSettings(concurrency: 6, includesImages: true)).crawl()

            #expect(summary.isComplete, "\(summary.text)")
            #expect(summary.imagesFetched == 58)
            try expectCachedAvatars(equal: dataset, in: stack.reopenedDisk(), stack: stack)
        }
    }

    @Test(arguments: [7, 42] as [UInt64])
    func crawlThroughScheduledFaultsRetriesEachSpoiledAnswerAndStoresExactlyTheRightPages(seed: UInt64) async throws {
        let dataset = try RunningReplica.snapshotOrSample()
        try await withReplica(dataset, faults: Self.faults(seed: seed)) { replica, stack in
            let summary = await stack.crawler(CrawlSettings(concurrency: 6, maxAttempts: 6)).crawl()

            #expect(summary.isComplete, "\(summary.text)")
            let planned = try plannedFaults(seed: seed, loading: pageURLs(of: dataset, stack))
            try expectFaultsWereInjectedAndRetried(replica, summary, stack, planned: planned)
            let disk = stack.reopenedDisk()
            try expectCachedPages(equal: dataset, in: disk, stack: stack)
            #expect(try disk.verify().isHealthy)
        }
    }

    @Test(arguments: [7] as [UInt64])
    func crawlThroughScheduledFaultsRetriesEachSpoiledAnswerAndStoresExactlyTheRightImages(seed: UInt64) async throws {
        let dataset = try RunningReplica.sampleWithAvatars()
        try await withReplica(dataset, faults: Self.faults(seed: seed)) { replica, stack in
            let settings = CrawlSettings(concurrency: 6, includesImages: true, maxAttempts: 6)

            let summary = await stack.crawler(settings).crawl()

            #expect(summary.isComplete, "\(summary.text)")
            let avatarURLs = try dataset.characters.map {
                try stack.configuration.url(for: .avatar(characterID: $0.id))
            }
            let planned = try plannedFaults(seed: seed, loading: pageURLs(of: dataset, stack) + avatarURLs)
            try expectFaultsWereInjectedAndRetried(replica, summary, stack, planned: planned)
            for kind in Self.faults(seed: seed).kinds {
                #expect(planned.count(of: kind) > 0, "the schedule spoils no request with \(kind)")
            }
            let disk = stack.reopenedDisk()
            try expectCachedPages(equal: dataset, in: disk, stack: stack)
            try expectCachedAvatars(equal: dataset, in: disk, stack: stack)
            #expect(try disk.verify().isHealthy)
        }
    }

    // MARK: - Helpers

    /// 45 % of the answers spoiled, every kind but `slow`; a 429 asks to wait 0 s, so nothing waits for real.
    private static func faults(seed: UInt64) -> FaultSpec {
        FaultSpec(
            rate: 0.45,
            kinds: [
                .internalServerError, .serviceUnavailable, .tooManyRequests, .dropConnection, .truncateBody,
                .malformedBody,
            ],
            latency: .milliseconds(1),
            retryAfterSeconds: 0,
            seed: seed
        )
    }

    /// What the deterministic schedule must inject when each of `urls` is requested until one answer is clean:
    /// for each, the planned faults of its first occurrences, then one clean request.
    private func plannedFaults(seed: UInt64, loading urls: [URL]) throws -> FaultReport {
        let injector = FaultInjector(spec: Self.faults(seed: seed))
        var planned = FaultReport()
        for url in urls {
            let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
            let target = components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
            var occurrence = 0
            while let fault = injector.plannedFault(forTarget: target, occurrence: occurrence) {
                planned.injected[fault, default: 0] += 1
                occurrence += 1
            }
            planned.requests += occurrence + 1
        }
        return planned
    }

    /// Every page URL of every resource of `dataset`, as the crawl requests them.
    private func pageURLs(of dataset: ReplicaDataset, _ stack: ReplicaCrawlStack) throws -> [URL] {
        try RickAndMortyAPI.Resource.allCases.flatMap { resource in
            let records = dataset.records(of: try #require(ReplicaResource(rawValue: resource.rawValue)))
            let pages = (records.count + RickAndMortyAPI.pageSize - 1) / RickAndMortyAPI.pageSize
            return try (1...pages).map { try stack.configuration.url(for: .page($0, of: resource)) }
        }
    }

    /// The replica spoiled exactly the requests its schedule plans for what the crawl loaded, no more (nothing was
    /// loaded twice) and no fewer (every spoiled answer was retried until a clean one came).
    private func expectFaultsWereInjectedAndRetried(
        _ replica: RunningReplica, _ summary: CrawlSummary, _ stack: ReplicaCrawlStack, planned: FaultReport
    ) throws {
        let report = try #require(replica.faults?.report)
        #expect(planned.totalInjected > 0, "the schedule spoils nothing, so this test checks no retry")
        #expect(report == planned)
        #expect(summary.retries > 0)
        #expect(summary.retries == stack.metrics.total.retries)
        // Every load took one successful request; every other request was a counted retry.
        #expect(summary.requests == summary.pages + summary.images + summary.retries)
        // URLSession may resend a request whose reused connection was dropped, unseen by the metrics.
        #expect(summary.requests <= report.requests)
        let allowed = ReplicaCrawlStack.fastRetries.maxAttempts * 6
        for url in replicaURLs(summary, stack) {
            #expect(stack.metrics.counts(for: url).requests <= allowed, "\(url) was requested too often")
        }
    }

    private func replicaURLs(_ summary: CrawlSummary, _ stack: ReplicaCrawlStack) -> [URL] {
        summary.plan.remainingPages.compactMap { job in
            guard case .page(let page, let resource) = job else { return nil }
            return try? stack.configuration.url(for: .page(page, of: resource))
        }
    }

    private func withReplica(
        _ dataset: ReplicaDataset,
        faults: FaultSpec? = nil,
        _ body: (RunningReplica, ReplicaCrawlStack) async throws -> Void
    ) async throws {
        let replica = try RunningReplica(dataset: dataset, faults: faults)
        defer { replica.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await body(replica, ReplicaCrawlStack(apiBaseURL: replica.apiBaseURL, directory: directory.url))
    }

    /// Every page of every resource is cached, and its items are the dataset's, in order (ids and names).
    private func expectCachedPages(equal dataset: ReplicaDataset, in disk: DiskCache, stack: ReplicaCrawlStack) throws {
        for resource in RickAndMortyAPI.Resource.allCases {
            let records = dataset.records(of: try #require(ReplicaResource(rawValue: resource.rawValue)))
            let pageSize = RickAndMortyAPI.pageSize
            let pages = (records.count + pageSize - 1) / pageSize
            for page in 1...pages {
                let key = try stack.pageKey(page, of: resource)
                let entry = try #require(try disk.entry(forKey: key), "\(key) is not cached")
                let cached = try JSONDecoder().decode(PageContents.self, from: entry.data)
                let expected = records[((page - 1) * pageSize)..<min(records.count, page * pageSize)]
                #expect(cached.results.map(\.id) == expected.map(\.id), "ids of \(key)")
                #expect(cached.results.map(\.name) == expected.map(\.name), "names of \(key)")
                #expect(cached.info == PageContents.Info(count: records.count, pages: pages))
            }
        }
    }

    /// The detail URLs the features read: each character and episode, a character's episodes, an episode's cast.
    private func detailURLs(_ dataset: ReplicaDataset, _ configuration: APIConfiguration) throws -> [URL] {
        var urls: Set<URL> = []
        for record in dataset.characters {
            urls.insert(try configuration.url(for: .item(record.id, of: .character)))
            let links = try links(of: record, key: "episode")
            for batch in Self.inOrder(links) {
                urls.insert(try configuration.url(for: .items(batch, of: .episode)))
            }
        }
        for record in dataset.locations {
            urls.insert(try configuration.url(for: .item(record.id, of: .location)))
        }
        for record in dataset.episodes {
            urls.insert(try configuration.url(for: .item(record.id, of: .episode)))
            for batch in Self.sorted(try links(of: record, key: "characters")) {
                urls.insert(try configuration.url(for: .items(batch, of: .character)))
            }
        }
        return Array(urls)
    }

    /// Each id once, in the order first given, 20 a batch: a character's episodes as its detail asks for them.
    private static func inOrder(_ ids: [Int]) -> [[Int]] {
        var seen: Set<Int> = []
        return chunks(ids.filter { seen.insert($0).inserted })
    }

    /// Each id once, sorted, 20 a batch: an episode's cast as its detail asks for it.
    private static func sorted(_ ids: [Int]) -> [[Int]] {
        chunks(Set(ids).sorted())
    }

    private static func chunks(_ ids: [Int]) -> [[Int]] {
        stride(from: 0, to: ids.count, by: 20).map { Array(ids[$0..<min($0 + 20, ids.count)]) }
    }

    private func links(of record: ReplicaRecord, key: String) throws -> [Int] {
        let object = try #require(try JSONSerialization.jsonObject(with: record.renderedJSON()) as? [String: Any])
        let urls = try #require(object[key] as? [String])
        return urls.compactMap(SampleContributions.id(from:))
    }

    /// Every character's avatar is cached with exactly the bytes the replica serves.
    private func expectCachedAvatars(equal dataset: ReplicaDataset, in disk: DiskCache, stack: ReplicaCrawlStack)
        throws
    {
        for character in dataset.characters {
            let key = try stack.avatarKey(character.id)
            let entry = try #require(try disk.entry(forKey: key), "\(key) is not cached")
            #expect(entry.data == dataset.avatars.jpegData(forCharacter: character.id), "\(key) differs")
        }
    }
}
