import FeatureDomain
import Networking
import SharedPresentation
import TestSupport
import Testing
import TrackingTesting

@testable import EpisodesFeature

@MainActor
@Suite("Episodes list: first page, seasons, commands", .timeLimit(.minutes(1)))
struct EpisodeListScreenTests {
    typealias Action = ScreenSnapshot.Action
    typealias Row = ScreenSnapshot.Row
    typealias Section = ScreenSnapshot.Section

    @Test func isIdleUntilItAppears() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)

            #expect(sut.snapshot.status == .idle)
            #expect(sut.snapshot.title == "Episodes")
            #expect(repository.messages.isEmpty)
        }
    }

    @Test func appearLoadsTheRoutesFirstPageOnce() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks, page: 2)

            sut.appear()
            sut.appear()
            #expect(sut.snapshot.status == .loading)
            await repository.pages.complete(with: Fixtures.page(2, [Fixtures.episode(id: 21, code: "S02E10")]))
            await sut.settle()
            sut.appear()

            #expect(repository.messages == [.page(2, season: nil, mode: .preferSaved)])
        }
    }

    @Test func showsEpisodesGroupedBySeasonWithMalformedCodesUnderOther() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            let episodes = [
                Fixtures.episode(id: 1, name: "Pilot", code: "S01E01"),
                Fixtures.episode(id: 2, name: "Odd", code: "special", airDateText: "TBA", airDate: nil),
                Fixtures.episode(id: 12, name: "A Rickle in Time", code: "S02E01", airDate: Fixtures.date(2015, 7, 26)),
            ]

            sut.appear()
            await repository.pages.complete(with: Fixtures.page(1, episodes))
            await sut.settle()

            #expect(
                sut.snapshot.shown
                    == ScreenSnapshot(
                        title: "Episodes",
                        subtitle: "Seasons 1–2 · 3 of 51 loaded",
                        status: .loaded,
                        sections: [
                            Section(
                                title: "Season 1", rows: [Row(id: 1, title: "S01E01 · Pilot", detail: "2013-12-02")]),
                            Section(
                                title: "Season 2",
                                rows: [Row(id: 12, title: "S02E01 · A Rickle in Time", detail: "2015-07-26")]
                            ),
                            Section(title: "Other", rows: [Row(id: 2, title: "special · Odd", detail: "TBA")]),
                        ],
                        actions: [
                            Action(name: "more", isEnabled: true), Action(name: "refresh", isEnabled: true),
                            Action(name: "open", isEnabled: true),
                        ]
                    )
            )
        }
    }

    @Test func aSeasonRouteAsksForThatSeasonAndSaysSo() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks, season: 1)

            sut.appear()
            await repository.pages.complete(
                with: Fixtures.page(
                    1, [Fixtures.episode(id: 1), Fixtures.episode(id: 90, code: "S10E01")],
                    pageCount: 1, totalCount: 12))
            await sut.settle()

            #expect(repository.messages == [.page(1, season: 1, mode: .preferSaved)])
            #expect(sut.snapshot.subtitle == "Season 1 · 1 of 12 loaded")
            #expect(sut.snapshot.sections.map(\.title) == ["Season 1"])
            #expect(sut.snapshot.sections.first?.rows.map(\.id) == [1])
        }
    }

    @Test func aSeasonWithoutEpisodesShowsAnEmptyMessage() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks, season: 9)

            sut.appear()
            await repository.pages.complete(with: Fetched(value: .empty(number: 1), freshness: .fresh))
            await sut.settle()

            #expect(sut.snapshot.status == .loaded)
            #expect(sut.snapshot.sections == [Section(title: nil, rows: [], emptyMessage: "No episodes in season 9.")])
            #expect(sut.snapshot.actions.map(\.name) == ["refresh", "open"])
        }
    }

    @Test func staleDataShowsTheOfflineNotice() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            let savedAt = Fixtures.date(2024, 4, 30, 18, 5)

            sut.appear()
            await repository.pages.complete(
                with: Fixtures.page(1, [Fixtures.episode(id: 1)], freshness: .stale(savedAt: savedAt)))
            await sut.settle()

            #expect(sut.snapshot.notices == ["Offline: showing saved data from 2024-04-30 18:05 UTC"])
        }
    }

    @Test func aFailedFirstPageShowsAFriendlyErrorAndRetryLoadsItAgain() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)

            sut.appear()
            await repository.pages.fail(with: LoadFailure.unreachable(host: "127.0.0.1:8080"))
            await sut.settle()
            let message = "Couldn't reach the server at 127.0.0.1:8080. Check the connection."
            #expect(sut.snapshot.status == .failed(message: message, canRetry: true))
            #expect(sut.snapshot.actions.last == Action(name: "retry", isEnabled: true))

            let route = try sut.perform(.retry)
            #expect(route == nil)
            await repository.pages.complete(with: Fixtures.page(1, [Fixtures.episode(id: 1)]), at: 1)
            await sut.settle()

            #expect(sut.snapshot.status == .loaded)
            #expect(repository.messages.count == 2)
        }
    }

    private func makeSUT(_ leaks: LeakTracker, page: Int = 1, season: Int? = nil)
        -> (sut: any Screen, repository: EpisodesRepositorySpy, tracker: EventTrackerSpy)
    {
        let context = ScreenTestContext()
        let sut = context.makeList(page: page, season: season)
        leaks.track(sut)
        return (sut, context.repository, context.tracker)
    }
}
