import Dispatch
import TestSupport
import Testing

@Suite("TestClock")
struct TestClockTests {
    @Test func sleepResumesOnlyWhenTheClockReachesTheDeadline() async throws {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(2)) }

        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(clock.pendingSleeperCount == 1)

        clock.advance(by: .seconds(1))
        try await task.value
        #expect(clock.pendingSleeperCount == 0)
        #expect(clock.now.offset == .seconds(2))
    }

    @Test func waitingForSleepersThatNeverComeRecordsAnIssueNamingThem() async {
        let clock = TestClock()

        await withKnownIssue {
            #expect(await clock.waitForSleepers(1, maxYields: 10) == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("0 of 1 tasks slept on the TestClock") }
        }
    }

    @Test func sleepThrowsCancellationErrorWhenTheTaskIsCancelled() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(5)) }

        await clock.waitForSleepers(1)
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.pendingSleeperCount == 0)
    }

    @Test func sleepUntilAPastDeadlineReturnsImmediately() async throws {
        let clock = TestClock()
        clock.advance(by: .seconds(3))

        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))

        #expect(clock.requestedSleeps == [.seconds(-1)])
    }

    @Test func advancesFromManyThreadsAtOnceAllAddUp() {
        let clock = TestClock()

        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in clock.advance(by: .milliseconds(1)) }

        #expect(clock.now.offset == .seconds(1))
    }

    @Test func advanceResumesSleepersInDeadlineOrder() async throws {
        let clock = TestClock()
        let order = OrderRecorder()
        let late = Task {
            try await clock.sleep(for: .seconds(2))
            await order.append("late")
        }
        await clock.waitForSleepers(1)
        let early = Task {
            try await clock.sleep(for: .seconds(1))
            await order.append("early")
        }
        await clock.waitForSleepers(2)

        clock.advance(by: .seconds(1))
        try await early.value
        clock.advance(by: .seconds(1))
        try await late.value

        #expect(await order.values == ["early", "late"])
    }
}

private actor OrderRecorder {
    private(set) var values: [String] = []

    func append(_ value: String) {
        values.append(value)
    }
}
