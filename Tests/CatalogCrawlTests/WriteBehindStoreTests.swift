import CatalogCrawl
import Foundation
import Storage
import TestSupport
import Testing

@Suite("WriteBehindStore")
struct WriteBehindStoreTests {
    @Test func writesReachTheWrappedStoreByTheTimeFlushReturns() async throws {
        let spy = GatedByteStoreSpy()
        let sut = WriteBehindStore(wrapping: spy)

        for index in 0..<20 {
            sut.store(Data([UInt8(index)]), forKey: "key\(index)", expiresAt: nil)
        }
        let failures = await sut.flush()

        #expect(failures.isEmpty)
        #expect(spy.messages.count == 20)
        for index in 0..<20 {
            #expect(spy.entry(forKey: "key\(index)")?.data == Data([UInt8(index)]))
        }
    }

    @Test func aPendingWriteIsReadBackBeforeItReachesTheWrappedStore() async throws {
        let spy = GatedByteStoreSpy(holdingWrites: true)
        let sut = WriteBehindStore(wrapping: spy, now: { Date(timeIntervalSince1970: 1_000) })

        sut.store(Data("pending".utf8), forKey: "key", expiresAt: nil)
        let pending = try sut.entry(forKey: "key")
        spy.release()
        _ = await sut.flush()

        #expect(pending?.data == Data("pending".utf8))
        #expect(pending?.storedAt == Date(timeIntervalSince1970: 1_000))
        #expect(spy.messages == [.store(key: "key", data: Data("pending".utf8))])
        #expect(try sut.entry(forKey: "key")?.tier == .disk)
    }

    @Test func writesOfOneKeyReachTheWrappedStoreInOrder() async throws {
        let spy = GatedByteStoreSpy()
        let sut = WriteBehindStore(wrapping: spy, lanes: 4)

        for version in 0..<50 {
            sut.store(Data([UInt8(version)]), forKey: "same", expiresAt: nil)
        }
        _ = await sut.flush()

        #expect(spy.messages == (0..<50).map { .store(key: "same", data: Data([UInt8($0)])) })
        #expect(try sut.entry(forKey: "same")?.data == Data([49]))
    }

    @Test func flushReportsEveryFailedWriteOnceAndTheEntryIsNotKept() async throws {
        let spy = GatedByteStoreSpy(failsWrites: true)
        let sut = WriteBehindStore(wrapping: spy)

        sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
        sut.store(Data("b".utf8), forKey: "b", expiresAt: nil)
        let failures = await sut.flush()
        let later = await sut.flush()

        #expect(
            Set(failures) == [
                .writeFailed(key: "a", path: "/spy/a", reason: "No space left on device"),
                .writeFailed(key: "b", path: "/spy/b", reason: "No space left on device"),
            ])
        #expect(later.isEmpty)
        #expect(try sut.entry(forKey: "a") == nil)
    }

    @Test func removingAnEntryWaitsForItsPendingWrite() async throws {
        let spy = GatedByteStoreSpy()
        let sut = WriteBehindStore(wrapping: spy)

        sut.store(Data("x".utf8), forKey: "key", expiresAt: nil)
        try sut.removeEntry(forKey: "key")
        sut.store(Data("y".utf8), forKey: "other", expiresAt: nil)
        try sut.removeAll()

        #expect(spy.messages.prefix(2) == [.store(key: "key", data: Data("x".utf8)), .remove(key: "key")])
        #expect(spy.messages.last == .removeAll)
        #expect(try sut.entry(forKey: "key") == nil)
        #expect(try sut.entry(forKey: "other") == nil)
    }

    @Test func flushWithNothingPendingReturnsAtOnce() async {
        let sut = WriteBehindStore(wrapping: GatedByteStoreSpy())

        #expect(await sut.flush().isEmpty)
    }

    @Test func theStoreIsReleasedOnceItsWritesAreDone() async {
        await withLeakTracking { tracker in
            let spy = GatedByteStoreSpy()
            let sut = WriteBehindStore(wrapping: spy)
            tracker.track(sut)
            tracker.track(spy)

            sut.store(Data("x".utf8), forKey: "key", expiresAt: nil)
            _ = await sut.flush()
        }
    }
}
