import FeatureDomain
import Foundation
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("List screen: pages", .hangGuard)
struct ListScreenTests {
    @Test func appearLoadsTheFirstPageOnce() async {
        await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker)

            sut.appear()
            await sut.settle()
            sut.appear()
            await sut.settle()

            #expect(loads.requests == [.page(ListQuery(page: 1), .preferSaved)])
        }
    }

    @Test func showsTwentyRowsAPageAsPageNOfM() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker)

            sut.appear()
            await sut.settle()
            let snapshot = sut.snapshot

            #expect(snapshot.title == "Items")
            #expect(snapshot.subtitle == "Page 1 of 3")
            #expect(snapshot.status == .loaded)
            #expect(snapshot.page == ScreenSnapshot.Page(number: 1, pages: 3, items: 60))
            #expect(snapshot.sections.count == 1)
            #expect(snapshot.sections.first?.rows.count == 20)
            #expect(
                snapshot.sections.first?.rows.first
                    == ScreenSnapshot.Row(id: 1, title: "Item 1", detail: "kind 1", route: AppRoute("item", id: 1)))
            #expect(
                snapshot.actionNames == [
                    "next", "prev (disabled)", "refresh", "search", "filter", "open", "retry (disabled)",
                ])
        }
    }

    @Test func nextAndPrevMoveBetweenPages() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.next)
            await sut.settle()
            #expect(sut.snapshot.subtitle == "Page 2 of 3")
            #expect(sut.snapshot.sections.first?.rows.first?.id == 21)
            _ = try sut.perform(.previous)
            await sut.settle()

            #expect(sut.snapshot.subtitle == "Page 1 of 3")
            #expect(loads.requests.compactMap(\.page) == [1, 2, 1])
        }
    }

    @Test func nextIsDisabledAndRefusedOnTheLastPage() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker, page: 3)
            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.actionNames.prefix(2) == ["next (disabled)", "prev"])
            #expect(throws: ScreenCommandError.unavailable(command: "next", reason: "this is the last page")) {
                try sut.perform(.next)
            }
        }
    }

    @Test func prevIsRefusedOnTheFirstPage() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            #expect(throws: ScreenCommandError.unavailable(command: "prev", reason: "this is the first page")) {
                try sut.perform(.previous)
            }
        }
    }

    @Test func nextAndPrevAreDisabledAndRefusedWhileAPageLoads() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, catalog: nil)
            sut.appear()
            await loads.pages.waitForCalls(1)

            #expect(sut.snapshot.status == .loading)
            #expect(sut.snapshot.actionNames.prefix(2) == ["next (disabled)", "prev (disabled)"])
            #expect(throws: ScreenCommandError.unavailable(command: "next", reason: "a page is still loading")) {
                try sut.perform(.next)
            }
            await loads.pages.complete(with: Fetched(value: try TestCatalog().page(ListQuery(page: 1))))
            await sut.settle()
            #expect(sut.snapshot.status == .loaded)
        }
    }

    @Test func aFailedLoadShowsItsSentenceAndRetryLoadsAgain() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, catalog: nil)
            sut.appear()
            await loads.pages.fail(with: LoadFailure.unreachable(host: "api.test:443"))
            await sut.settle()

            #expect(
                sut.snapshot.status
                    == .failed(
                        message: LoadFailureText.message(for: .unreachable(host: "api.test:443")), canRetry: true,
                        kind: "unreachable"))
            #expect(sut.snapshot.actionNames.last == "retry")

            _ = try sut.perform(.retry)
            await loads.pages.complete(with: Fetched(value: try TestCatalog().page(ListQuery(page: 1))), at: 1)
            await sut.settle()
            #expect(sut.snapshot.status == .loaded)
            #expect(loads.requests.compactMap(\.page) == [1, 1])
        }
    }

    @Test func aPagePastTheEndSaysSoNamingTheNounAndOffersNoRetry() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker, page: 99)
            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.status
                    == .failed(message: "Page 99 of the items doesn't exist.", canRetry: false, kind: "pageNotFound"))
            #expect(
                throws: ScreenCommandError.unavailable(command: "retry", reason: "nothing failed that a retry can help")
            ) {
                try sut.perform(.retry)
            }
        }
    }

    @Test func refreshReloadsThePageShownFromTheNetwork() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, page: 2)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.refresh)
            await sut.settle()

            #expect(loads.requests == [.page(ListQuery(page: 2), .preferSaved), .page(ListQuery(page: 2), .refresh)])
        }
    }

    @Test func staleSavedPagesCarryTheOfflineNotice() async {
        await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, catalog: nil)
            let savedAt = Date(timeIntervalSince1970: 1_714_566_600)
            loads.serve(TestCatalog(), staleSince: savedAt)

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.notices == ["Offline: showing saved data from 2024-05-01 12:30 UTC"])
        }
    }

    @Test func openLeadsToTheRowsRouteAndRefusesAnIDNotShown() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            let route = try sut.perform(.open(id: 3))

            #expect(route == AppRoute("item", id: 3))
            #expect(throws: ScreenCommandError.notOnPage(id: 42, route: "item 42")) { try sut.perform(.open(id: 42)) }
            #expect(
                ScreenCommandError.notOnPage(id: 42, route: "item 42").message
                    == "42 is not on this page; type 'item 42' to show it")
        }
    }

    @Test func commandsOfAnEndlessListAreRefusedNamingTheList() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker)

            #expect(throws: ScreenCommandError.unsupported(command: "more", screen: "the items list")) {
                try sut.perform(.loadMore)
            }
            #expect(
                throws: ScreenCommandError.invalidArgument(
                    "'home' is not a row of the items list: here 'open' takes a row's id")
            ) {
                try sut.perform(.openLink("home"))
            }
        }
    }

    @Test func aNewerQuerySupersedesTheLoadInFlight() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, catalog: nil)
            sut.appear()
            await loads.pages.waitForCalls(1)

            _ = try sut.perform(.filter(key: "kind", value: "robot"))
            await loads.pages.waitForCalls(2)
            let robots = try TestCatalog().page(ListQuery(page: 1))
            await loads.pages.complete(with: Fetched(value: robots), at: 1)
            await sut.settle()

            #expect(loads.pages.cancelledCount == 1)
            #expect(sut.snapshot.subtitle == "Page 1 of 3 · kind: robot")
        }
    }
}
