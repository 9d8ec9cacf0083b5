import FeatureDomain
import Locking
import Testing

@Suite("Change signal")
struct ChangeSignalTests {
    @Test func eachChangeRaisesTheVersionAndCallsEveryObserver() {
        let sut = ChangeSignal()
        let calls = Locked(0)
        let first = sut.observe { calls.withLock { $0 += 1 } }
        let second = sut.observe { calls.withLock { $0 += 10 } }

        sut.announce()
        sut.announce()

        #expect(sut.version == 2)
        #expect(calls.withLock { $0 } == 22)
        _ = (first, second)
    }

    @Test func aCancelledOrReleasedObservationIsNotCalledAgain() {
        let sut = ChangeSignal()
        let calls = Locked(0)
        let cancelled = sut.observe { calls.withLock { $0 += 1 } }
        var released: ChangeSignal.Observation? = sut.observe { calls.withLock { $0 += 1 } }

        cancelled.cancel()
        released = nil
        sut.announce()

        #expect(calls.withLock { $0 } == 0)
        #expect(released == nil)
    }
}
