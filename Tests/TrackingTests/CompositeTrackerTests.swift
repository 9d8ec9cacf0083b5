import Foundation
import Testing
import Tracking
import TrackingTesting

@Suite("CompositeTracker")
struct CompositeTrackerTests {
    @Test func forwardsEveryEventToEveryTrackerInOrder() {
        let first = EventTrackerSpy()
        let second = EventTrackerSpy()
        let log = LineSinkSpy()
        let sut = CompositeTracker([
            first, LineEventTracker(prefix: "A", write: log.write),
            second, LineEventTracker(prefix: "B", write: log.write),
        ])

        sut.track(event(.screenShown))
        sut.track(event(.loadStarted))

        #expect(first.events == [event(.screenShown), event(.loadStarted)])
        #expect(second.events == first.events)
        #expect(
            log.lines == [
                "A Characters shown", "B Characters shown", "A Characters load started", "B Characters load started",
            ])
    }
}
