import Foundation
import SharedPresentation
import Testing
import Tracking
import TrackingTesting

@Suite("ScreenActivityTracker")
struct ScreenActivityTrackerTests {
    @Test func tracksTheScreenBeingShown() {
        let (sut, tracker) = makeSUT()

        sut.trackShown()

        #expect(tracker.events == [TrackingEvent(kind: .screenShown, screen: "Characters", timestamp: Self.now)])
    }

    @Test func tracksCommandsByVerbAndArgument() {
        let (sut, tracker) = makeSUT()

        sut.track(.next)
        sut.track(.search("rick"))
        sut.track(.filter(key: "status", value: "alive"))
        sut.track(.open(id: 7))

        #expect(
            tracker.kinds == [
                .userAction(name: "next", argument: nil),
                .userAction(name: "search", argument: "rick"),
                .userAction(name: "filter", argument: "status=alive"),
                .userAction(name: "open", argument: "7"),
            ])
    }

    // MARK: - Helpers

    private static let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func makeSUT() -> (sut: ScreenActivityTracker, tracker: EventTrackerSpy) {
        let tracker = EventTrackerSpy()
        return (ScreenActivityTracker(screen: "Characters", tracker: tracker, now: { Self.now }), tracker)
    }
}
