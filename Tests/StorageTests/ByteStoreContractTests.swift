import Foundation
import Storage
import TestSupport
import Testing

/// The behaviours every `ByteStore` shares, run against each implementation.
@Suite("ByteStore contract")
struct ByteStoreContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case memory, disk, tiered
        var testDescription: String { rawValue }

        /// The tier a freshly stored entry is served from.
        var servingTier: CacheTier { self == .disk ? .disk : .memory }
    }

    @Test(arguments: Kind.allCases)
    func entryIsNilForAKeyNeverStored(kind: Kind) async throws {
        try await withSUT(kind) { sut, _ in
            let entry = try sut.entry(forKey: "https://example.com/never")
            #expect(entry == nil)
        }
    }

    @Test(arguments: Kind.allCases)
    func entryReturnsTheStoredBytesWithTheirTimestampsAndTier(kind: Kind) async throws {
        try await withSUT(kind) { sut, clock in
            let expiry = clock.date.addingTimeInterval(3_600)
            try sut.store(Data("rick".utf8), forKey: "k", expiresAt: expiry)

            let entry = try #require(try sut.entry(forKey: "k"))
            #expect(
                entry
                    == CacheEntry(
                        data: Data("rick".utf8), storedAt: clock.date, expiresAt: expiry, tier: kind.servingTier))
        }
    }

    @Test(arguments: Kind.allCases)
    func whatTheServerSaidIsReadBackWithTheBytes(kind: Kind) async throws {
        try await withSUT(kind) { sut, _ in
            let caching = ResponseCaching(
                validators: CacheValidators(entityTag: "W/\"4-rick\"", lastModified: "Sat, 05 Nov 2022 00:00:00 GMT"),
                lifetime: .seconds(600), isImmutable: true)
            try sut.store(Data("rick".utf8), forKey: "k", expiresAt: nil, caching: caching)

            #expect(try sut.entry(forKey: "k")?.caching == caching)
        }
    }

    @Test(arguments: Kind.allCases)
    func storeReplacesThePreviousEntry(kind: Kind) async throws {
        try await withSUT(kind) { sut, clock in
            try sut.store(Data("old".utf8), forKey: "k", expiresAt: nil)
            clock.advance(by: .seconds(5))
            try sut.store(Data("new".utf8), forKey: "k", expiresAt: nil)

            let entry = try #require(try sut.entry(forKey: "k"))
            #expect(entry.data == Data("new".utf8))
            #expect(entry.storedAt == clock.date)
            #expect(entry.expiresAt == nil)
        }
    }

    @Test(arguments: Kind.allCases)
    func removeEntryForgetsOnlyThatKey(kind: Kind) async throws {
        try await withSUT(kind) { sut, _ in
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            try sut.store(Data("b".utf8), forKey: "b", expiresAt: nil)

            try sut.removeEntry(forKey: "a")
            try sut.removeEntry(forKey: "never-stored")

            #expect(try sut.entry(forKey: "a") == nil)
            #expect(try sut.entry(forKey: "b")?.data == Data("b".utf8))
        }
    }

    @Test(arguments: Kind.allCases)
    func removeAllForgetsEveryEntryAndTheStoreKeepsWorking(kind: Kind) async throws {
        try await withSUT(kind) { sut, _ in
            for index in 0..<5 {
                try sut.store(Data([UInt8(index)]), forKey: "key\(index)", expiresAt: nil)
            }

            try sut.removeAll()

            for index in 0..<5 {
                #expect(try sut.entry(forKey: "key\(index)") == nil)
            }
            try sut.store(Data("again".utf8), forKey: "key0", expiresAt: nil)
            #expect(try sut.entry(forKey: "key0")?.data == Data("again".utf8))
        }
    }

    @Test(arguments: Kind.allCases)
    func entryIsGoneOnceItsHardExpiryHasPassed(kind: Kind) async throws {
        try await withSUT(kind) { sut, clock in
            try sut.store(Data("x".utf8), forKey: "k", expiresAt: clock.date.addingTimeInterval(60))

            clock.advance(by: .seconds(59))
            #expect(try sut.entry(forKey: "k") != nil)

            clock.advance(by: .seconds(1))
            #expect(try sut.entry(forKey: "k") == nil)
        }
    }

    @Test(arguments: Kind.allCases)
    func urlsThatDifferOnlyInTheirQueryAreDifferentEntries(kind: Kind) async throws {
        try await withSUT(kind) { sut, _ in
            let page1 = "https://rickandmortyapi.com/api/character/?page=1"
            let page2 = "https://rickandmortyapi.com/api/character/?page=2"
            try sut.store(Data("one".utf8), forKey: page1, expiresAt: nil)
            try sut.store(Data("two".utf8), forKey: page2, expiresAt: nil)

            #expect(try sut.entry(forKey: page1)?.data == Data("one".utf8))
            #expect(try sut.entry(forKey: page2)?.data == Data("two".utf8))
            #expect(try sut.entry(forKey: "https://rickandmortyapi.com/api/character/") == nil)
        }
    }

    @Test(arguments: Kind.allCases)
    func emptyAndLargePayloadsRoundTrip(kind: Kind) async throws {
        try await withSUT(kind) { sut, _ in
            let large = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
            try sut.store(Data(), forKey: "empty", expiresAt: nil)
            try sut.store(large, forKey: "large", expiresAt: nil)

            #expect(try sut.entry(forKey: "empty")?.data == Data())
            #expect(try sut.entry(forKey: "large")?.data == large)
        }
    }

    @Test(arguments: Kind.allCases)
    func unusualKeysAreDistinctEntries(kind: Kind) async throws {
        try await withSUT(kind) { sut, _ in
            let keys = UnusualKeys.all
            for (index, key) in keys.enumerated() {
                try sut.store(Data("value \(index)".utf8), forKey: key, expiresAt: nil)
            }
            for (index, key) in keys.enumerated() {
                #expect(try sut.entry(forKey: key)?.data == Data("value \(index)".utf8), "key #\(index)")
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func concurrentReadersAndWritersOnlyEverSeeWholeValues(kind: Kind) async throws {
        // A fixed time: keeps the concurrent readers independent of any clock.
        try await withSUT(kind, now: { TestClock.startDate }) { sut, _ in
            let store = sut
            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker in 0..<6 {
                    group.addTask {
                        for round in 0..<30 {
                            let key = "shared\((worker + round) % 6)"
                            if worker.isMultiple(of: 2) {
                                try store.store(
                                    ConcurrencyPayload.make(key: key, round: round), forKey: key, expiresAt: nil)
                            } else if let entry = try store.entry(forKey: key) {
                                #expect(ConcurrencyPayload.isIntact(entry.data, key: key))
                            }
                            if round == 20, worker == 5 {
                                try store.removeEntry(forKey: key)
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    private func withSUT(
        _ kind: Kind,
        now: (@Sendable () -> Date)? = nil,
        _ body: (any ByteStore, TestClock) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            try await withLeakTracking { tracker in
                let clock = TestClock()
                let sut = makeSUT(kind, directory: directory, now: now ?? clock.dateProvider, tracker: tracker)
                try await body(sut, clock)
            }
        }
    }

    private func makeSUT(
        _ kind: Kind, directory: TemporaryDirectory, now: @escaping @Sendable () -> Date, tracker: LeakTracker
    ) -> any ByteStore {
        let memory = MemoryCache(now: now)
        let disk = DiskCache(directory: directory.url, now: now)
        tracker.track(memory)
        tracker.track(disk)
        switch kind {
        case .memory:
            return memory
        case .disk:
            return disk
        case .tiered:
            let tiered = TieredCache(memory: memory, disk: disk)
            tracker.track(tiered)
            return tiered
        }
    }
}
