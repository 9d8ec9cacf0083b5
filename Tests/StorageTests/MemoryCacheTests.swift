import Foundation
import Storage
import TestSupport
import Testing

@Suite("MemoryCache")
struct MemoryCacheTests {
    @Test func storingPastTheCountLimitEvictsTheLeastRecentlyUsed() {
        let (sut, _) = makeSUT(countLimit: 3)
        for key in ["a", "b", "c"] {
            sut.store(Data(key.utf8), forKey: key, expiresAt: nil)
        }

        sut.store(Data("d".utf8), forKey: "d", expiresAt: nil)

        #expect(sut.entry(forKey: "a") == nil)
        #expect(sut.keysByRecency() == ["d", "c", "b"])
    }

    @Test func readingAnEntryMakesItTheMostRecentlyUsed() {
        let (sut, _) = makeSUT(countLimit: 3)
        for key in ["a", "b", "c"] {
            sut.store(Data(key.utf8), forKey: key, expiresAt: nil)
        }

        _ = sut.entry(forKey: "a")
        sut.store(Data("d".utf8), forKey: "d", expiresAt: nil)

        #expect(sut.keysByRecency() == ["d", "a", "c"])
        #expect(sut.entry(forKey: "b") == nil)
    }

    @Test func replacingAnEntryMakesItTheMostRecentlyUsed() {
        let (sut, _) = makeSUT(countLimit: 3)
        for key in ["a", "b", "c"] {
            sut.store(Data(key.utf8), forKey: key, expiresAt: nil)
        }

        sut.store(Data("a2".utf8), forKey: "a", expiresAt: nil)
        sut.store(Data("d".utf8), forKey: "d", expiresAt: nil)

        #expect(sut.keysByRecency() == ["d", "a", "c"])
    }

    @Test func storingPastTheByteLimitEvictsTheLeastRecentlyUsedUntilItFits() {
        let (sut, _) = makeSUT(byteLimit: 100)
        sut.store(Data(count: 40), forKey: "a", expiresAt: nil)
        sut.store(Data(count: 40), forKey: "b", expiresAt: nil)
        sut.store(Data(count: 10), forKey: "c", expiresAt: nil)

        sut.store(Data(count: 60), forKey: "d", expiresAt: nil)

        #expect(sut.keysByRecency() == ["d", "c"])
        #expect(sut.statistics() == CacheStatistics(entryCount: 2, byteCount: 70))
    }

    @Test func replacingAnEntryCountsOnlyItsNewSize() {
        let (sut, _) = makeSUT(byteLimit: 100)
        sut.store(Data(count: 90), forKey: "a", expiresAt: nil)

        sut.store(Data(count: 95), forKey: "a", expiresAt: nil)

        #expect(sut.statistics() == CacheStatistics(entryCount: 1, byteCount: 95))
    }

    @Test func anEntryLargerThanTheByteLimitIsNotKeptAndDropsTheOldValue() {
        let (sut, _) = makeSUT(byteLimit: 100)
        sut.store(Data(count: 10), forKey: "small", expiresAt: nil)
        sut.store(Data(count: 10), forKey: "k", expiresAt: nil)

        sut.store(Data(count: 101), forKey: "k", expiresAt: nil)

        #expect(sut.entry(forKey: "k") == nil)
        #expect(sut.entry(forKey: "small") != nil)
        #expect(sut.statistics() == CacheStatistics(entryCount: 1, byteCount: 10))
    }

    @Test func aZeroCountLimitKeepsNothing() {
        let (sut, _) = makeSUT(countLimit: 0)

        sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)

        #expect(sut.entry(forKey: "k") == nil)
    }

    @Test func expiredEntriesAreRemovedWhenRead() {
        let (sut, clock) = makeSUT()
        sut.store(Data(count: 7), forKey: "k", expiresAt: clock.date.addingTimeInterval(10))

        clock.advance(by: .seconds(10))

        #expect(sut.entry(forKey: "k") == nil)
        #expect(sut.statistics() == CacheStatistics(entryCount: 0, byteCount: 0))
    }

    @Test func insertKeepsTheEntrysStoredAtAndExpiry() throws {
        let (sut, clock) = makeSUT()
        let storedAt = clock.date.addingTimeInterval(-500)
        let expiresAt = clock.date.addingTimeInterval(500)

        sut.insert(CacheEntry(data: Data("x".utf8), storedAt: storedAt, expiresAt: expiresAt, tier: .disk), forKey: "k")

        let entry = try #require(sut.entry(forKey: "k"))
        #expect(entry == CacheEntry(data: Data("x".utf8), storedAt: storedAt, expiresAt: expiresAt, tier: .memory))
    }

    @Test func manyEvictionsKeepTheRecencyOrderConsistent() {
        let (sut, _) = makeSUT(countLimit: 50)
        var model: [String] = []
        for step in 0..<2_000 {
            let key = "k\((step &* 7_919) % 120)"
            if step.isMultiple(of: 3) {
                if sut.entry(forKey: key) != nil {
                    model.removeAll { $0 == key }
                    model.insert(key, at: 0)
                }
            } else {
                sut.store(Data(key.utf8), forKey: key, expiresAt: nil)
                model.removeAll { $0 == key }
                model.insert(key, at: 0)
                model = Array(model.prefix(50))
            }
        }

        #expect(sut.keysByRecency() == model)
    }

    @Test func theCacheIsReleasedWhenNoLongerReferenced() async {
        await withLeakTracking { tracker in
            let (sut, _) = makeSUT()
            sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)
            tracker.track(sut)
        }
    }

    private func makeSUT(countLimit: Int = 1_000, byteLimit: Int = 1 << 20) -> (MemoryCache, TestClock) {
        let clock = TestClock()
        return (MemoryCache(countLimit: countLimit, byteLimit: byteLimit, now: clock.dateProvider), clock)
    }
}
