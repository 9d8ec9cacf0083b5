import FeatureDomain
import Networking
import SharedPresentation
import TestSupport
import Testing
import Tracking
import TrackingTesting

@testable import EpisodesFeature

@MainActor
@Suite("Episodes list: infinite pagination", .timeLimit(.minutes(1)))
struct EpisodeListPaginationTests {
    private let season1 = (1...2).map { Fixtures.episode(id: $0, code: "S01E0\($0)") }
    private let season2 = (12...13).map { Fixtures.episode(id: $0, code: "S02E0\($0 - 11)") }

    @Test func moreAppendsTheNextPage() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            try await showFirstPage(sut, repository)

            _ = try sut.perform(.loadMore)
            #expect(sut.snapshot.status == .loading)
            #expect(sut.snapshot.actions.first == ScreenSnapshot.Action(name: "more", isEnabled: false))
            await repository.pages.complete(with: Fixtures.page(2, season2, pageCount: 3, totalCount: 6), at: 1)
            await sut.settle()

            #expect(repository.messages.last == .page(2, season: nil, mode: .preferSaved))
            #expect(sut.snapshot.subtitle == "Seasons 1–2 · 4 of 6 loaded")
            #expect(sut.snapshot.sections.map(\.title) == ["Season 1", "Season 2"])
            #expect(sut.snapshot.sections.flatMap(\.rows).compactMap(\.id) == [1, 2, 12, 13])
        }
    }

    @Test func afterARefreshMoreLoadsTheNextPagePreferringSavedData() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            try await showFirstPage(sut, repository)
            _ = try sut.perform(.refresh)
            await repository.pages.complete(with: Fixtures.page(1, season1, pageCount: 3, totalCount: 6), at: 1)
            await sut.settle()

            _ = try sut.perform(.loadMore)
            await repository.pages.complete(with: Fixtures.page(2, season2, pageCount: 3, totalCount: 6), at: 2)
            await sut.settle()

            #expect(
                repository.messages == [
                    .page(1, season: nil, mode: .preferSaved), .page(1, season: nil, mode: .refresh),
                    .page(2, season: nil, mode: .preferSaved),
                ])
            #expect(sut.snapshot.sections.flatMap(\.rows).compactMap(\.id) == [1, 2, 12, 13])
        }
    }

    @Test func moreIsAbsentOnTheLastPageAndRefusedThere() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            try await showFirstPage(sut, repository)
            _ = try sut.perform(.loadMore)
            await repository.pages.complete(with: Fixtures.page(2, season2, pageCount: 2, totalCount: 4), at: 1)
            await sut.settle()

            #expect(!sut.snapshot.actions.map(\.name).contains("more"))
            #expect(throws: ScreenCommandError.unavailable(command: "more", reason: "every episode is already loaded"))
            {
                try sut.perform(.loadMore)
            }
            #expect(sut.snapshot.subtitle == "Seasons 1–2 · 4 of 4 loaded")
        }
    }

    @Test func aSecondMoreWhileLoadingLoadsOnce() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            try await showFirstPage(sut, repository)

            _ = try sut.perform(.loadMore)
            _ = try sut.perform(.loadMore)
            await repository.pages.complete(with: Fixtures.page(2, season2), at: 1)
            await sut.settle()

            #expect(repository.messages.count == 2)
            #expect(sut.snapshot.sections.flatMap(\.rows).count == 4)
        }
    }

    @Test func aFailedMoreIsShownAsANoticeAndRetryLoadsThatPage() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            try await showFirstPage(sut, repository)

            _ = try sut.perform(.loadMore)
            await repository.pages.fail(
                with: LoadFailure.serverError(status: 500), at: 1)
            await sut.settle()

            #expect(sut.snapshot.status == .loaded)
            #expect(
                sut.snapshot.notices == ["Couldn't load more episodes: The server answered with an error (HTTP 500)."])
            #expect(sut.snapshot.actions.map(\.name) == ["more", "refresh", "open", "retry"])
            #expect(sut.snapshot.sections.flatMap(\.rows).count == 2)

            _ = try sut.perform(.retry)
            await repository.pages.complete(with: Fixtures.page(2, season2), at: 2)
            await sut.settle()

            #expect(
                repository.messages.suffix(2) == [
                    .page(2, season: nil, mode: .preferSaved), .page(2, season: nil, mode: .preferSaved),
                ])
            #expect(sut.snapshot.notices.isEmpty)
            #expect(!sut.snapshot.actions.map(\.name).contains("retry"))
            #expect(sut.snapshot.sections.flatMap(\.rows).count == 4)
        }
    }

    @Test func retryWithNothingFailedIsUnavailable() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            try await showFirstPage(sut, repository)

            #expect(throws: ScreenCommandError.unavailable(command: "retry", reason: "nothing failed")) {
                try sut.perform(.retry)
            }
        }
    }

    @Test func moreBeforeTheFirstPageIsUnavailable() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            sut.appear()
            await repository.pages.waitForCalls(1)

            #expect(throws: ScreenCommandError.unavailable(command: "more", reason: "the episodes are still loading")) {
                try sut.perform(.loadMore)
            }
            sut.disappear()
        }
    }

    @Test func disappearCancelsALoadMoreInFlight() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            try await showFirstPage(sut, repository)
            _ = try sut.perform(.loadMore)
            await repository.pages.waitForCalls(2)

            sut.disappear()
            await sut.settle()

            #expect(repository.pages.cancelledCount == 1)
            #expect(sut.snapshot.status == .loaded)
            #expect(sut.snapshot.actions.first == ScreenSnapshot.Action(name: "more", isEnabled: true))
        }
    }

    @Test func tracksTheScreenItsCommandsAndEachPageLoad() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, tracker) = makeSUT(leaks)
            try await showFirstPage(sut, repository)
            _ = try sut.perform(.loadMore)
            await repository.pages.complete(with: Fixtures.page(2, season2), at: 1)
            await sut.settle()

            #expect(
                tracker.kinds == [
                    .screenShown, .loadStarted, .loadFinished(itemCount: 2, durationMilliseconds: 0),
                    .userAction(name: "loadMore", argument: nil), .loadStarted,
                    .loadFinished(itemCount: 2, durationMilliseconds: 0),
                ])
            #expect(tracker.events.allSatisfy { $0.screen == "Episodes" })
        }
    }

    private func showFirstPage(_ sut: any Screen, _ repository: EpisodesRepositorySpy) async throws {
        sut.appear()
        await repository.pages.complete(with: Fixtures.page(1, season1, pageCount: 3, totalCount: 6))
        await sut.settle()
    }

    private func makeSUT(_ leaks: LeakTracker)
        -> (sut: any Screen, repository: EpisodesRepositorySpy, tracker: EventTrackerSpy)
    {
        let context = ScreenTestContext()
        let sut = context.makeList()
        leaks.track(sut)
        return (sut, context.repository, context.tracker)
    }
}
