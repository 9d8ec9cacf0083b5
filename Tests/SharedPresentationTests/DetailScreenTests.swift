import FeatureDomain
import Foundation
import Locking
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("Detail screen", .hangGuard)
struct DetailScreenTests {
    @Test func showsAPlaceholderTitleNamingTheIDWhileItsItemLoads() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, catalog: nil)

            sut.appear()
            await loads.items.waitForCalls(1)

            #expect(sut.snapshot.title == "Item 2")
            #expect(sut.snapshot.status == .loading)
            #expect(sut.snapshot.itemID == 2)
            await loads.items.fail(with: LoadFailure.cancelled)
            await sut.settle()
        }
    }

    @Test func showsTheItemsFieldsThenItsRelatedItemsAndTheCommonActions() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker)

            sut.appear()
            await sut.settle()
            let snapshot = sut.snapshot

            #expect(snapshot.title == "Item 2")
            #expect(snapshot.status == .loaded)
            #expect(
                snapshot.fields == [
                    ScreenSnapshot.Field(label: "Number", value: "2"),
                    ScreenSnapshot.Field(label: "Home", value: "Place 2", route: AppRoute("place", id: 2)),
                ], "a field named like a link word leads where the link does")
            #expect(
                snapshot.sections == [
                    ScreenSnapshot.Section(
                        title: "Friends",
                        rows: [ScreenSnapshot.Row(id: 200, title: "Related of 2", route: AppRoute("friend", id: 200))],
                        emptyMessage: "No friends.")
                ])
            #expect(snapshot.values == ["name": .text("Item 2")])
            #expect(snapshot.actionNames == ["refresh", "open", "open home", "retry (disabled)"])
            #expect(loads.requests == [.item(2, .preferSaved), .related(2, .preferSaved)])
        }
    }

    @Test func openLeadsToARelatedRowsRouteAndAWordToItsLink() async throws {
        try await withLeakTracking { tracker in
            let (sut, _) = makeDetailSUT(tracker)
            sut.appear()
            await sut.settle()

            let friend = try sut.perform(.open(id: 200))
            let home = try sut.perform(.openLink("home"))

            #expect(friend == AppRoute("friend", id: 200))
            #expect(home == AppRoute("place", id: 2))
            #expect(throws: ScreenCommandError.notOnPage(id: 7, route: "friend 7"), "its rows open friends") {
                try sut.perform(.open(id: 7))
            }
            #expect(throws: ScreenCommandError.invalidArgument("A item's detail opens 'home', not 'moon'.")) {
                try sut.perform(.openLink("moon"))
            }
        }
    }

    @Test func aLinkTheItemDoesNotNameIsUnavailable() async {
        await withLeakTracking { tracker in
            let (sut, _) = makeDetailSUT(tracker, id: 3)
            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.actionNames.contains("open home (disabled)"))
            #expect(
                throws: ScreenCommandError.unavailable(command: "open home", reason: "the item names no known home")
            ) { try sut.perform(.openLink("home")) }
        }
    }

    @Test func anItemThatDoesNotExistSaysSoAndOffersNoRetry() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, id: 99_999)

            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.status == .failed(message: "Item 99999 was not found.", canRetry: false, kind: "notFound"))
            #expect(sut.snapshot.actionNames.last == "retry (disabled)")
            #expect(loads.related.messages.isEmpty)
        }
    }

    @Test func aFailedRelatedSectionIsANoticeAndRetryLoadsItAgain() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, catalog: nil)
            sut.appear()
            await loads.items.complete(with: Fetched(value: TestItem(id: 2, name: "Two")))
            await loads.related.fail(with: LoadFailure.unreachable(host: "api.test:443"))
            await sut.settle()

            let message = LoadFailureText.message(for: .unreachable(host: "api.test:443"))
            #expect(sut.snapshot.status == .loaded)
            #expect(sut.snapshot.notices == ["Friends couldn't be loaded: \(message)"])
            #expect(sut.snapshot.sections.first?.emptyMessage == "Friends couldn't be loaded.")
            #expect(sut.snapshot.actionNames.last == "retry")

            _ = try sut.perform(.retry)
            await loads.related.complete(with: Fetched(value: [ScreenSnapshot.Row(id: 5, title: "Five")]), at: 1)
            await sut.settle()

            #expect(sut.snapshot.notices == [])
            #expect(sut.snapshot.sections.first?.rows.map(\.id) == [5])
        }
    }

    @Test func refreshReloadsTheItemAndItsRelatedItemsFromTheNetwork() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, image: true)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.refresh)
            await sut.settle()

            #expect(
                loads.requests == [
                    .item(2, .preferSaved), .item(2, .refresh), .related(2, .preferSaved), .related(2, .refresh),
                    .image(2, .preferSaved), .image(2, .refresh),
                ])
        }
    }

    @Test func showingTheScreenAgainSendsNoRequest() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, image: true)
            sut.appear()
            await sut.settle()

            sut.appear()
            await sut.settle()

            #expect(loads.requests.count == 3)
        }
    }

    @Test func comingBackAfterDisappearingLoadsOnlyWhatWasCancelled() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, catalog: nil)
            sut.appear()
            await loads.items.complete(with: Fetched(value: TestItem(id: 2, name: "Two")))
            await loads.related.waitForCalls(1)

            sut.disappear()
            sut.appear()
            await loads.related.complete(with: Fetched(value: []), at: 1)
            await sut.settle()

            #expect(loads.items.messages.count == 1)
            #expect(loads.related.messages.count == 2)
            #expect(sut.snapshot.sections.first?.emptyMessage == "No friends.")
        }
    }

    @Test func staleDataShownCarriesTheOfflineNoticeOfTheOldest() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, catalog: nil)
            let savedAt = Date(timeIntervalSince1970: 1_714_566_600)
            loads.serve(TestCatalog(), staleSince: savedAt)

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.notices == ["Offline: showing saved data from 2024-05-01 12:30 UTC"])
            #expect(sut.snapshot.source == .offline(savedAt: savedAt))
        }
    }

    @Test func aLongSectionLoadsOnlyTheRowsItShowsAndMoreLoadsTheRest() async throws {
        try await withLeakTracking { tracker in
            let limits = Locked<[Int?]>([])
            let parts = partsWithResidents(45, recordingLimitsIn: limits)
            let sut = DetailScreen(id: 2, parts: parts)
            tracker.track(sut)

            sut.appear()
            await sut.settle()
            let first = sut.snapshot.sections.first
            _ = try sut.perform(.loadMore)
            await sut.settle()
            let all = sut.snapshot.sections.first

            #expect(first?.rows.count == DetailScreen<TestItem>.visibleRows)
            #expect(first?.hiddenRows == 45 - DetailScreen<TestItem>.visibleRows)
            #expect(all?.rows.count == 45)
            #expect(all?.hiddenRows == 0)
            #expect(limits.withLock { $0 } == [DetailScreen<TestItem>.visibleRows, nil])
            #expect(throws: ScreenCommandError.self) { try sut.perform(.loadMore) }
        }
    }

    @Test func aDetailOpenedShowingEveryRowLoadsItsSectionsWholeAtOnce() async throws {
        await withLeakTracking { tracker in
            let limits = Locked<[Int?]>([])
            let parts = partsWithResidents(45, recordingLimitsIn: limits)
            let sut = DetailScreen(id: 2, parts: parts, showsEveryRow: true)
            tracker.track(sut)

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.sections.first?.rows.count == 45)
            #expect(sut.snapshot.sections.first?.hiddenRows == 0)
            #expect(limits.withLock { $0 } == [nil], "one load, without a limit")
        }
    }

    /// Parts whose one section, "Residents", links to `count` items and records the limit of each of its loads.
    private func partsWithResidents(_ count: Int, recordingLimitsIn limits: Locked<[Int?]>) -> DetailScreenParts<
        TestItem
    > {
        var parts = detailParts(TestLoads.serving(TestCatalog()))
        parts.related = [
            RelatedItems(title: "Residents", opens: RouteName("friend"), count: { _ in count }) { _, _, limit in
                limits.withLock { $0.append(limit) }
                return Fetched(value: (1...(limit ?? count)).map { ScreenSnapshot.Row(id: $0, title: "R\($0)") })
            }
        ]
        return parts
    }

    @Test func listCommandsAreRefusedNamingTheDetail() async {
        await withLeakTracking { tracker in
            let (sut, _) = makeDetailSUT(tracker)

            #expect(throws: ScreenCommandError.unsupported(command: "next", screen: "an item's detail")) {
                try sut.perform(.next)
            }
        }
    }
}
