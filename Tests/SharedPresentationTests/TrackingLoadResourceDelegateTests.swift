import Foundation
import SharedPresentation
import TestSupport
import Testing
import Tracking
import TrackingTesting

@MainActor
@Suite("TrackingLoadResourceDelegate")
struct TrackingLoadResourceDelegateTests {
    @Test func tracksAStartedLoad() {
        let (sut, _, tracker) = makeSUT()

        sut.didStartLoading()

        #expect(tracker.events == [event(.loadStarted)])
    }

    @Test func tracksAFinishedLoadWithItsItemCountAndDuration() {
        let (sut, clock, tracker) = makeSUT()

        sut.didStartLoading()
        clock.advance(by: .milliseconds(12))
        sut.didFinishLoading(with: Array(repeating: "row", count: 20))

        #expect(
            tracker.events == [
                event(.loadStarted), event(.loadFinished(itemCount: 20, durationMilliseconds: 12)),
            ])
    }

    @Test func tracksAFailedLoadWithItsErrorAndDuration() {
        let (sut, clock, tracker) = makeSUT()

        sut.didStartLoading()
        clock.advance(by: .milliseconds(7))
        sut.didFinishLoading(with: TestError("offline"))

        #expect(
            tracker.kinds == [.loadStarted, .loadFailed(message: "offline", durationMilliseconds: 7)])
    }

    @Test func timesEachLoadFromItsOwnStart() {
        let (sut, clock, tracker) = makeSUT()

        sut.didStartLoading()
        clock.advance(by: .milliseconds(5))
        sut.didCancelLoading()
        sut.didStartLoading()
        clock.advance(by: .milliseconds(3))
        sut.didFinishLoading(with: ["a"])

        #expect(
            tracker.kinds == [
                .loadStarted, .loadStarted, .loadFinished(itemCount: 1, durationMilliseconds: 3),
            ])
    }

    @Test func besideAScreenTracksTheAdaptersLoadsInOrder() async {
        await withLeakTracking { leaks in
            let clock = TestClock()
            let tracker = EventTrackerSpy()
            let screen = LoadResourceDelegateSpy<[String]>()
            let tracking = TrackingLoadResourceDelegate<[String]>(
                screen: "Characters", tracker: tracker, clock: clock, now: { Self.now }, itemCount: { $0.count })
            let sut = LoadResourcePresentationAdapter<[String]>(trackers: [tracking])
            sut.delegate = screen
            leaks.track(sut)
            leaks.track(screen)
            leaks.track(tracking)

            sut.load {
                try await clock.sleep(for: .milliseconds(12))
                return ["Rick", "Morty"]
            }
            #expect(screen.messages == [.didStartLoading])
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(12))
            await sut.waitUntilIdle()

            #expect(screen.messages == [.didStartLoading, .didFinishLoadingWithItem(["Rick", "Morty"])])
            #expect(
                tracker.events == [
                    event(.loadStarted), event(.loadFinished(itemCount: 2, durationMilliseconds: 12)),
                ])
        }
    }

    // MARK: - Helpers

    private nonisolated static let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func makeSUT() -> (
        sut: TrackingLoadResourceDelegate<[String]>, clock: TestClock, tracker: EventTrackerSpy
    ) {
        let clock = TestClock()
        let tracker = EventTrackerSpy()
        let sut = TrackingLoadResourceDelegate<[String]>(
            screen: "Characters", tracker: tracker, clock: clock, now: { Self.now },
            itemCount: { $0.count })
        return (sut, clock, tracker)
    }

    private func event(_ kind: TrackingEvent.Kind) -> TrackingEvent {
        TrackingEvent(kind: kind, screen: "Characters", timestamp: Self.now)
    }
}
