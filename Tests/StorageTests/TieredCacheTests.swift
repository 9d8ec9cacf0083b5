import Foundation
import Storage
import TestSupport
import Testing

@Suite("TieredCache")
struct TieredCacheTests {
    @Test func aDiskHitIsServedByTheDiskAndThenByMemory() async throws {
        try await withDiskCacheFixture { fixture in
            try fixture.open().store(Data("page".utf8), forKey: "k", expiresAt: nil)
            fixture.clock.advance(by: .seconds(40))
            let sut = TieredCache(memory: MemoryCache(now: fixture.clock.dateProvider), disk: fixture.open())

            let first = try #require(try sut.entry(forKey: "k"))
            let second = try #require(try sut.entry(forKey: "k"))

            #expect(first.tier == .disk)
            #expect(second.tier == .memory)
            #expect(second.data == first.data)
            #expect(second.storedAt == TestClock.startDate)
        }
    }

    @Test func storeWritesBothTiers() async throws {
        try await withDiskCacheFixture { fixture in
            let memory = MemoryCache(now: fixture.clock.dateProvider)
            let sut = TieredCache(memory: memory, disk: fixture.open())

            try sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)

            #expect(memory.entry(forKey: "k")?.data == Data("x".utf8))
            #expect(try fixture.open().entry(forKey: "k")?.data == Data("x".utf8))
        }
    }

    @Test func aKeyNeverWrittenMissesBothTiersWithoutReadingAFile() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = TieredCache(memory: MemoryCache(now: fixture.clock.dateProvider), disk: fixture.open())
            #expect(try sut.entry(forKey: "warm-up") == nil)
            // A file appears behind the cache's back; a cache that looked on disk for unknown keys would find it.
            try fixture.open().store(Data("planted".utf8), forKey: "never-written-here", expiresAt: nil)

            #expect(try sut.entry(forKey: "never-written-here") == nil)
        }
    }

    @Test func removeAndRemoveAllReachBothTiers() async throws {
        try await withDiskCacheFixture { fixture in
            let memory = MemoryCache(now: fixture.clock.dateProvider)
            let disk = fixture.open()
            let sut = TieredCache(memory: memory, disk: disk)
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            try sut.store(Data("b".utf8), forKey: "b", expiresAt: nil)

            try sut.removeEntry(forKey: "a")
            #expect(memory.entry(forKey: "a") == nil)
            #expect(try disk.entry(forKey: "a") == nil)

            try sut.removeAll()
            #expect(memory.entry(forKey: "b") == nil)
            #expect(try disk.entry(forKey: "b") == nil)
        }
    }

    @Test func withoutADiskItIsAMemoryOnlyCache() throws {
        let sut = TieredCache(memory: MemoryCache(), disk: nil)

        try sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)

        #expect(try sut.entry(forKey: "k")?.tier == .memory)
        #expect(try sut.entry(forKey: "other") == nil)
    }

    @Test func aFailingDiskWriteThrowsButMemoryKeepsTheBytes() throws {
        let clock = TestClock()
        let disk = ByteStoreSpy(now: clock.dateProvider)
        disk.fail(.store, with: .writeFailed(key: "k", path: "/cache/k", reason: "No space left on device"))
        let sut = TieredCache(memory: MemoryCache(now: clock.dateProvider), disk: disk)

        #expect(throws: StorageError.writeFailed(key: "k", path: "/cache/k", reason: "No space left on device")) {
            try sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)
        }
        #expect(try sut.entry(forKey: "k")?.data == Data("x".utf8))
    }

    @Test func nullByteStoreKeepsNothing() throws {
        let sut = NullByteStore()

        sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)
        sut.removeEntry(forKey: "k")
        sut.removeAll()

        #expect(sut.entry(forKey: "k") == nil)
    }
}
