import Foundation
import SharedPresentation
import TestSupport
import Testing
import Tracking
import TrackingTesting

@MainActor
@Suite("List and detail screen provider", .hangGuard)
struct FeatureScreenProviderTests {
    @Test func anItemOpenedAgainIsTheSameScreenAndSendsNoRequest() async throws {
        let (sut, loads, _) = makeSUT()

        let first = try #require(sut.makeScreen(for: AppRoute("item", id: 2)))
        first.appear()
        await first.settle()
        let second = try #require(sut.makeScreen(for: AppRoute("item", id: 2)))
        second.appear()
        await second.settle()

        #expect(first === second)
        #expect(loads.items.messages.count == 1)
    }

    @Test func theLeastRecentlyOpenedDetailIsDroppedBeyondTheCapacity() throws {
        let (sut, _, _) = makeSUT(detailCacheCapacity: 2)

        let one = try #require(sut.makeScreen(for: AppRoute("item", id: 1)))
        let two = try #require(sut.makeScreen(for: AppRoute("item", id: 2)))
        let oneAgain = try #require(sut.makeScreen(for: AppRoute("item", id: 1)))
        _ = sut.makeScreen(for: AppRoute("item", id: 3))
        let oneLast = try #require(sut.makeScreen(for: AppRoute("item", id: 1)))
        let twoLast = try #require(sut.makeScreen(for: AppRoute("item", id: 2)))

        #expect(oneAgain === one)
        #expect(oneLast === one)
        #expect(twoLast !== two)
    }

    @Test func aCapacityOfZeroKeepsNoDetail() throws {
        let (sut, _, _) = makeSUT(detailCacheCapacity: 0)

        let first = try #require(sut.makeScreen(for: AppRoute("item", id: 1)))
        let second = try #require(sut.makeScreen(for: AppRoute("item", id: 1)))

        #expect(second !== first)
    }

    @Test func everyListRouteIsANewScreen() throws {
        let (sut, _, _) = makeSUT()

        let first = try #require(sut.makeScreen(for: AppRoute("items")))
        let second = try #require(sut.makeScreen(for: AppRoute("items")))

        #expect(first !== second)
    }

    @Test func anotherFeaturesRouteIsNotAnswered() {
        let (sut, _, _) = makeSUT()

        #expect(sut.makeScreen(for: AppRoute("character", id: 1)) == nil)
    }

    @Test func screensAreTrackedByTheirNouns() async throws {
        let (sut, _, tracker) = makeSUT()

        let list = try #require(sut.makeScreen(for: AppRoute("items")))
        list.appear()
        await list.settle()
        _ = try list.perform(.open(id: 1))
        let detail = try #require(sut.makeScreen(for: AppRoute("item", id: 1)))
        detail.appear()
        await detail.settle()

        #expect(tracker.events.map(\.screen) == ["Items", "Items", "Items", "Items", "Item", "Item", "Item"])
        #expect(tracker.kinds.contains(.userAction(name: "open", argument: "1")))
    }

    private func makeSUT(detailCacheCapacity: Int = 32) -> (
        FeatureScreenProvider<TestItem, TestItem>, TestLoads, EventTrackerSpy
    ) {
        let loads = TestLoads()
        loads.serve(TestCatalog())
        let tracker = EventTrackerSpy()
        let sut = FeatureScreenProvider(
            routes: FeatureRoutes(list: "items", detail: RouteName("item")), list: listParts(loads),
            detail: detailParts(loads), tracker: tracker, clock: TestClock(), now: { Date(timeIntervalSince1970: 0) },
            detailCacheCapacity: detailCacheCapacity)
        return (sut, loads, tracker)
    }
}
