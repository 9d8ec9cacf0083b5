import Foundation
import TestSupport
import Testing

@testable import Storage

@Suite("DiskCache persistence and layout")
struct DiskCachePersistenceTests {
    @Test func entriesSurviveARestartExactly() async throws {
        try await withDiskCacheFixture { fixture in
            let expiry = fixture.clock.date.addingTimeInterval(86_400.123)
            try fixture.open().store(Data("avatar".utf8), forKey: "https://x/avatar/1.jpeg", expiresAt: expiry)
            fixture.clock.advance(by: .seconds(30))

            let reopened = fixture.open()

            let entry = try #require(try reopened.entry(forKey: "https://x/avatar/1.jpeg"))
            let storedAt = TestClock.startDate
            #expect(entry == CacheEntry(data: Data("avatar".utf8), storedAt: storedAt, expiresAt: expiry, tier: .disk))
        }
    }

    @Test func whatTheServerSaidSurvivesARestart() async throws {
        try await withDiskCacheFixture { fixture in
            let caching = ResponseCaching(
                validators: CacheValidators(entityTag: "\"abc\""), lifetime: .seconds(0), isImmutable: false)
            try fixture.open().store(Data("rick".utf8), forKey: "k", expiresAt: nil, caching: caching)

            #expect(try fixture.open().entry(forKey: "k")?.caching == caching)
        }
    }

    @Test func anEntryThePreviousFormatWroteStillReadsAndVerifies() async throws {
        try await withDiskCacheFixture { fixture in
            // Version 2's bytes for key "k" and payload "v", as the previous build wrote them.
            let hex = [
                "524d4345", "0200", "0000", "000000401482c541", "863450aebeace668", "000000401482c541",
                "0000000000000000", "01000000", "00000000", "0100000000000000", "6b", "76",
            ].joined()
            let bytes = stride(from: 0, to: hex.count, by: 2).map { offset in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
            }
            try FileManager.default.createDirectory(at: fixture.directory.url, withIntermediateDirectories: true)
            try fixture.overwrite("k", with: Data(bytes))
            let sut = fixture.open()

            let entry = try #require(try sut.entry(forKey: "k"))
            #expect(entry.data == Data("v".utf8))
            #expect(entry.storedAt == Date(timeIntervalSince1970: 1_700_000_000))
            #expect(entry.caching == .unspecified)
            #expect(try sut.verify().isHealthy)
        }
    }

    @Test func expiryStillAppliesAfterARestart() async throws {
        try await withDiskCacheFixture { fixture in
            try fixture.open().store(Data("x".utf8), forKey: "k", expiresAt: fixture.clock.date.addingTimeInterval(10))
            fixture.clock.advance(by: .seconds(10))

            #expect(try fixture.open().entry(forKey: "k") == nil)
            #expect(!fixture.fileExists(for: "k"))
        }
    }

    @Test func eachEntryIsOneFileNamedByTheHashOfItsKey() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("1".utf8), forKey: "https://a/?page=1", expiresAt: nil)
            try sut.store(Data("2".utf8), forKey: "https://a/?page=2", expiresAt: nil)

            let expected = ["https://a/?page=1", "https://a/?page=2"].map { EntryDigest(key: $0).fileName }.sorted()
            #expect(fixture.directory.fileNames() == expected)
        }
    }

    @Test func noKeyCanCreateAFileOutsideTheDirectory() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            for key in UnusualKeys.all {
                try sut.store(Data(key.utf8.prefix(10)), forKey: key, expiresAt: nil)
            }

            let names = fixture.directory.fileNames()
            #expect(names.count == UnusualKeys.all.count)
            #expect(names.allSatisfy { EntryDigest(fileName: $0) != nil })
            let escaped = fixture.directory.url.appendingPathComponent("../../../../tmp/escaped").standardized
            #expect(!FileManager.default.fileExists(atPath: escaped.path))
        }
    }

    @Test func aKeyTheIndexDoesNotKnowMissesWithoutReadingAFile() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            #expect(try sut.entry(forKey: "warm-up") == nil)

            // Another process writes the entry after this one listed the directory.
            try fixture.open().store(Data("planted".utf8), forKey: "planted", expiresAt: nil)

            #expect(try sut.entry(forKey: "planted") == nil)
            _ = try sut.statistics()
            #expect(try sut.entry(forKey: "planted")?.data == Data("planted".utf8))
        }
    }

    @Test func anEntryLargerThanTheSizeLimitIsNotKeptAndDropsTheOldValue() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open(sizeLimit: 500)
            try sut.store(Data("small".utf8), forKey: "k", expiresAt: nil)

            try sut.store(Data(count: 500), forKey: "k", expiresAt: nil)

            #expect(try sut.entry(forKey: "k") == nil)
            #expect(fixture.directory.fileNames().isEmpty)
        }
    }

    @Test func twoInstancesSharingTheDirectoryNeverReadMixedData() async throws {
        try await withDiskCacheFixture { fixture in
            // A fixed time: keeps the concurrent readers independent of any clock.
            let first = DiskCache(directory: fixture.directory.url, now: { TestClock.startDate })
            let second = DiskCache(directory: fixture.directory.url, now: { TestClock.startDate })
            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker in 0..<6 {
                    let cache = worker.isMultiple(of: 2) ? first : second
                    group.addTask {
                        for round in 0..<30 {
                            let key = "shared\((worker + round) % 4)"
                            try cache.store(
                                ConcurrencyPayload.make(key: key, round: round), forKey: key, expiresAt: nil)
                            if let entry = try cache.entry(forKey: "shared\(round % 4)") {
                                #expect(ConcurrencyPayload.isIntact(entry.data, key: "shared\(round % 4)"))
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try fixture.open().verify().isHealthy)
        }
    }

    @Test func theCacheIsReleasedWhenNoLongerReferenced() async throws {
        try await withDiskCacheFixture { fixture in
            try await withLeakTracking { tracker in
                let sut = fixture.open()
                try sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)
                _ = try sut.entry(forKey: "k")
                tracker.track(sut)
            }
        }
    }
}
