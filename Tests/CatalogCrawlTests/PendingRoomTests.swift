import Foundation
import Locking
import TestSupport
import Testing

@testable import CatalogCrawl

@Suite("PendingRoom")
struct PendingRoomTests {
    @Test func aWriteWaitsForRoomOnceThePendingBytesWouldPassTheBound() async throws {
        let sut = PendingRoom(bytes: 10, writes: 100)
        let log = Locked<[String]>([])
        sut.take(6)

        // The waiting write blocks its thread, so it runs on a thread of its own, never on the cooperative pool.
        async let waiting: Void = onDedicatedThread {
            log.withLock { $0.append("asking") }
            sut.take(6)
            log.withLock { $0.append("taken") }
        }
        while log.withLock({ $0.isEmpty }) { await Task.yield() }
        log.withLock { $0.append("giving") }
        sut.give(6)
        try await waiting

        #expect(log.withLock { $0 } == ["asking", "giving", "taken"])
    }

    @Test func aSingleWriteLargerThanTheBoundStillGoesAlone() {
        let sut = PendingRoom(bytes: 10, writes: 100)

        sut.take(50)
        sut.give(50)
        sut.take(50)

        #expect(Bool(true), "neither take waited")
    }
}
