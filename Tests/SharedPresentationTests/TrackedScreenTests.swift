import Foundation
import SharedPresentation
import TestSupport
import Testing
import Tracking
import TrackingTesting

@MainActor
@Suite("TrackedScreen")
struct TrackedScreenTests {
    @Test func tracksTheScreenShownThenLetsItAppear() {
        let (sut, screen, tracker) = makeSUT()

        sut.appear()

        #expect(
            tracker.events == [
                TrackingEvent(kind: .screenShown, screen: "Spy", timestamp: Date(timeIntervalSince1970: 0))
            ])
        #expect(screen.messages == [.appear])
    }

    @Test func tracksCommandsByVerbAndArgument() throws {
        let (sut, _, tracker) = makeSUT()

        _ = try sut.perform(.next)
        _ = try sut.perform(.previous)
        _ = try sut.perform(.loadMore)
        _ = try sut.perform(.search("rick"))
        _ = try sut.perform(.filter(key: "status", value: "alive"))
        _ = try sut.perform(.open(id: 7))
        _ = try sut.perform(.action(name: "image", id: 2))

        #expect(
            tracker.kinds == [
                .userAction(name: "next", argument: nil),
                .userAction(name: "previous", argument: nil),
                .userAction(name: "loadMore", argument: nil),
                .userAction(name: "search", argument: "rick"),
                .userAction(name: "filter", argument: "status=alive"),
                .userAction(name: "open", argument: "7"),
                .userAction(name: "image", argument: "2"),
            ])
    }

    @Test func tracksEachCommandThenPerformsItAndReturnsItsRoute() throws {
        let (sut, screen, tracker) = makeSUT()
        screen.route = AppRoute("episode", id: 3)

        let route = try sut.perform(.open(id: 3))

        #expect(route == AppRoute("episode", id: 3))
        #expect(tracker.kinds == [.userAction(name: "open", argument: "3")])
        #expect(screen.messages == [.perform(.open(id: 3))])
    }

    @Test func forwardsSnapshotSettleDisappearAndCommandFailuresUntracked() async {
        let (sut, screen, tracker) = makeSUT()
        screen.snapshot = ScreenSnapshot(title: "Rick", status: .loaded)
        screen.failures[.action(name: "image", id: 1)] = "no image"

        await sut.settle()
        sut.disappear()

        #expect(sut.snapshot.title == "Rick")
        #expect(sut.failure(of: .action(name: "image", id: 1)) == "no image")
        #expect(sut.failure(of: .refresh) == nil)
        #expect(screen.messages == [.settle, .disappear, .failure(.action(name: "image", id: 1)), .failure(.refresh)])
        #expect(tracker.events.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: TrackedScreen, screen: ScreenSpy, tracker: EventTrackerSpy) {
        let screen = ScreenSpy()
        let tracker = EventTrackerSpy()
        let sut = TrackedScreen(screen, name: "Spy", tracker: tracker, now: { Date(timeIntervalSince1970: 0) })
        return (sut, screen, tracker)
    }
}
