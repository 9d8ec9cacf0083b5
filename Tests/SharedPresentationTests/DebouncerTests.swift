import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("Debouncer", .timeLimit(.minutes(1)))
struct DebouncerTests {
    @Test func actsOnceWithTheLastOfRapidInputsAfterTheDelay() async {
        await withLeakTracking { tracker in
            let (sut, clock, actions) = makeSUT(tracker)

            sut.submit("r")
            sut.submit("ri")
            sut.submit("rick")
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(499))
            #expect(actions.values.isEmpty)
            #expect(sut.pendingValue == "rick")
            clock.advance(by: .milliseconds(1))
            await sut.waitUntilIdle()

            #expect(actions.values == ["rick"])
            #expect(sut.pendingValue == nil)
            #expect(clock.requestedSleeps.last == .milliseconds(500))
        }
    }

    @Test func aNewInputRestartsTheDelay() async {
        await withLeakTracking { tracker in
            let (sut, clock, actions) = makeSUT(tracker)

            sut.submit("ri")
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(300))
            sut.submit("rick")
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(300))
            #expect(actions.values.isEmpty)
            clock.advance(by: .milliseconds(200))
            await sut.waitUntilIdle()

            #expect(actions.values == ["rick"])
        }
    }

    @Test func actsOnARepeatedValueAgain() async {
        await withLeakTracking { tracker in
            let (sut, clock, actions) = makeSUT(tracker)

            await submitAndElapse("rick", to: sut, clock: clock)
            await submitAndElapse("rick", to: sut, clock: clock)

            #expect(actions.values == ["rick", "rick"])
        }
    }

    @Test func cancelDropsThePendingValue() async {
        await withLeakTracking { tracker in
            let (sut, clock, actions) = makeSUT(tracker)

            sut.submit("rick")
            await clock.waitForSleepers(1)
            sut.cancel()
            clock.advance(by: .milliseconds(500))
            await sut.waitUntilIdle()

            #expect(actions.values.isEmpty)
            #expect(clock.pendingSleeperCount == 0)
        }
    }

    @Test func releasingTheDebouncerDropsThePendingValue() async {
        let leaks = LeakTracker()
        let clock = TestClock()
        let actions = ActionLog()
        do {
            let sut = Debouncer<String>(delay: .milliseconds(500), clock: clock) { actions.values.append($0) }
            leaks.track(sut)
            sut.submit("rick")
            await clock.waitForSleepers(1)
        }

        await leaks.verify()
        clock.advance(by: .milliseconds(500))

        #expect(actions.values.isEmpty)
        #expect(clock.pendingSleeperCount == 0)
    }

    // MARK: - Helpers

    private func makeSUT(
        _ tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: Debouncer<String>, clock: TestClock, actions: ActionLog) {
        let clock = TestClock()
        let actions = ActionLog()
        let sut = Debouncer<String>(delay: .milliseconds(500), clock: clock) { actions.values.append($0) }
        tracker.track(sut, sourceLocation: sourceLocation)
        return (sut, clock, actions)
    }

    private func submitAndElapse(_ value: String, to sut: Debouncer<String>, clock: TestClock) async {
        sut.submit(value)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(500))
        await sut.waitUntilIdle()
    }
}

@MainActor
private final class ActionLog {
    var values: [String] = []
}
