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

        let waiting = Task.detached {
            log.withLock { $0.append("asking") }
            sut.take(6)
            log.withLock { $0.append("taken") }
        }
        while log.withLock({ $0.isEmpty }) { await Task.yield() }
        log.withLock { $0.append("giving") }
        sut.give(6)
        await waiting.value

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
