import HeadlessHost
import HeadlessHostTesting
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("Navigator")
struct NavigatorTests {
    private let list = AppRoute("characters")
    private let detail = AppRoute("character", id: 1)

    @Test func showMakesTheScreenForTheRouteAndMakesItAppear() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)

            let screen = try sut.show(list)

            #expect(factory.requestedRoutes == [list])
            #expect(sut.routes == [list])
            #expect(sut.top === screen)
            #expect(factory.madeScreens.first?.messages == [.appear])
        }
    }

    @Test func pushKeepsTheScreenBeneathAndBackPopsWithDisappear() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)
            let listScreen = FakeScreen(title: "List")
            let detailScreen = FakeScreen(title: "Detail")
            factory.register(listScreen, for: list)
            factory.register(detailScreen, for: detail)

            try sut.show(list)
            try sut.push(detail)
            let wentBack = sut.back()

            #expect(wentBack)
            #expect(sut.routes == [list])
            #expect(sut.top === listScreen)
            #expect(detailScreen.messages == [.appear, .disappear])
            #expect(listScreen.messages == [.appear])
        }
    }

    @Test func backOnTheFirstScreenDoesNothing() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)
            try sut.show(list)

            #expect(!sut.back())
            #expect(sut.routes == [list])
            #expect(factory.madeScreens.first?.messages == [.appear])
        }
    }

    @Test func showReplacesTheStackAndEveryOldScreenDisappears() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)
            let listScreen = FakeScreen(title: "List")
            let detailScreen = FakeScreen(title: "Detail")
            factory.register(listScreen, for: list)
            factory.register(detailScreen, for: detail)
            try sut.show(list)
            try sut.push(detail)

            try sut.show(AppRoute("episodes"))

            #expect(sut.routes == [AppRoute("episodes")])
            #expect(listScreen.messages == [.appear, .disappear])
            #expect(detailScreen.messages == [.appear, .disappear])
            #expect(factory.madeScreens.first?.messages == [.appear])
        }
    }

    @Test func aFailingFactoryLeavesTheStackAsItWas() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)
            factory.fail(for: detail)
            try sut.show(list)

            #expect(throws: FakeScreenFactory.Failure.self) { try sut.push(detail) }
            #expect(throws: FakeScreenFactory.Failure.self) { try sut.show(detail) }
            #expect(sut.routes == [list])
            #expect(factory.madeScreens.first?.messages == [.appear])
        }
    }

    @Test func aCachedScreenStillOnTheStackDoesNotDisappear() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)
            let cached = FakeScreen(title: "Rick")
            factory.register(cached, for: detail)
            try sut.show(detail)
            try sut.push(AppRoute("episode", id: 1))
            try sut.push(detail)

            sut.back()
            sut.back()

            #expect(sut.routes == [detail])
            #expect(!cached.messages.contains(.disappear))
        }
    }

    @Test func showingTheSameCachedScreenAgainKeepsItAlive() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)
            let cached = FakeScreen(title: "List")
            factory.register(cached, for: list)
            try sut.show(list)

            try sut.show(list)

            #expect(cached.messages == [.appear, .appear])
        }
    }

    @Test func closeAllMakesEveryScreenDisappearOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, factory) = makeSUT(tracker)
            let cached = FakeScreen(title: "Rick")
            factory.register(cached, for: detail)
            try sut.show(detail)
            try sut.push(detail)

            sut.closeAll()

            #expect(sut.routes.isEmpty)
            #expect(sut.top == nil)
            #expect(cached.messages.filter { $0 == .disappear }.count == 1)
        }
    }

    private func makeSUT(_ tracker: LeakTracker) -> (Navigator, FakeScreenFactory) {
        let factory = FakeScreenFactory()
        let sut = Navigator(factory: factory)
        tracker.track(sut)
        tracker.track(factory)
        return (sut, factory)
    }
}
