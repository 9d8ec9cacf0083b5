import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("List screen: search and filter", .hangGuard)
struct ListScreenSearchTests {
    @Test func aSearchWaitsHalfASecondForMoreTypingThenLoadsOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, clock) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.search("It"))
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(499))
            _ = try sut.perform(.search("Item 1"))
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(499))
            #expect(loads.requests.count == 1)
            clock.advance(by: .milliseconds(1))
            await sut.settle()

            let expected = try TestCatalog.rules.filter(from: ["name": "Item 1"])
            #expect(loads.requests.last == .page(ListQuery(page: 1, filter: expected), .preferSaved))
            #expect(loads.requests.count == 2)
            #expect(sut.snapshot.subtitle == "Page 1 of 1 · name: Item 1")
            #expect(clock.requestedSleeps.last == .milliseconds(500))
        }
    }

    @Test func aWholeWordSearchedLoadsAtOnceAndDropsATypedOneWaiting() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, clock) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.search("It"))
            _ = try sut.perform(.search("Item 1", typing: false))
            await sut.settle()

            let expected = try TestCatalog.rules.filter(from: ["name": "Item 1"])
            #expect(loads.requests.last == .page(ListQuery(page: 1, filter: expected), .preferSaved))
            #expect(loads.requests.count == 2, "the typed search never loads")
            #expect(clock.requestedSleeps.count <= 1, "nothing waited for the word")
            #expect(sut.snapshot.subtitle == "Page 1 of 1 · name: Item 1")
        }
    }

    @Test func aSearchMadeAgainAfterAnotherLoadsAgain() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, clock) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            try await search("Item 1", on: sut, clock: clock)
            try await search("", on: sut, clock: clock)
            try await search("Item 1", on: sut, clock: clock)

            #expect(loads.requests.count == 4)
            #expect(sut.snapshot.subtitle == "Page 1 of 1 · name: Item 1")
        }
    }

    @Test func aPendingSearchIsDroppedWhenAFilterIsSetOrTheListGoesAway() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, clock) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.search("Item 1"))
            await clock.waitForSleepers(1)
            _ = try sut.perform(.filter(key: "kind", value: "1"))
            await sut.settle()
            _ = try sut.perform(.search("Item 2"))
            await clock.waitForSleepers(1)
            sut.disappear()
            #expect(clock.pendingSleeperCount == 0, "leaving cancels the pending search's wait")
            clock.advance(by: .milliseconds(500))
            await sut.settle()

            let expected = try TestCatalog.rules.filter(from: ["name": "Item 1", "kind": "1"])
            #expect(loads.requests.last == .page(ListQuery(page: 1, filter: expected), .preferSaved))
            #expect(loads.requests.count == 2)
        }
    }

    @Test func releasingTheListDropsThePendingSearch() async throws {
        let leaks = LeakTracker()
        let (_, loads, clock) = try await { () async throws -> (Void, TestLoads, TestClock) in
            let (sut, loads, clock) = makeListSUT(leaks)
            sut.appear()
            await sut.settle()
            _ = try sut.perform(.search("Item 1"))
            await clock.waitForSleepers(1)
            return ((), loads, clock)
        }()

        await leaks.verify()
        #expect(clock.pendingSleeperCount == 0, "the released list cancelled its pending search's wait")
        clock.advance(by: .milliseconds(500))

        #expect(loads.requests.count == 1)
    }

    @Test func theSameSearchAgainSendsNothing() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, clock) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            try await search("Item 1", on: sut, clock: clock)
            try await search("  Item 1 ", on: sut, clock: clock)

            #expect(loads.requests.count == 2)
        }
    }

    @Test func aSearchShorterThanTwoCharactersIsRefusedNamingTheMinimum() async {
        await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker)

            #expect(
                throws: ScreenCommandError.invalidArgument("Search for at least 2 characters; \"I\" is too short.")
            ) { try sut.perform(.search(" I ")) }
            #expect(loads.requests.isEmpty)
        }
    }

    @Test func anEmptySearchClearsTheSearch() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, clock) = makeListSUT(tracker, filters: ["name": "Item 1"])
            sut.appear()
            await sut.settle()

            try await search("", on: sut, clock: clock)

            #expect(sut.snapshot.subtitle == "Page 1 of 3")
        }
    }

    @Test func aFilterLoadsAtOnceFromPageOneAndCombinesWithTheSearch() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, clock) = makeListSUT(tracker, page: 2)
            sut.appear()
            await sut.settle()
            try await search("Item", on: sut, clock: clock)

            _ = try sut.perform(.filter(key: "Kind", value: " robot "))
            await sut.settle()

            let expected = try TestCatalog.rules.filter(from: ["name": "Item", "kind": "robot"])
            #expect(loads.requests.last == .page(ListQuery(page: 1, filter: expected), .preferSaved))
            #expect(sut.snapshot.subtitle == "Page 1 of 3 · name: Item, kind: robot")
            #expect(
                sut.snapshot.query
                    == ScreenSnapshot.Query(
                        page: 1, filters: ["name": "Item", "kind": "robot"], search: "Item", searchKey: "name"))
        }
    }

    @Test func anUnknownFilterKeyIsRefusedNamingTheKeysThatExist() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker)

            #expect(throws: ScreenCommandError.invalidArgument("Unknown filter 'colour'. Use one of: name, kind.")) {
                try sut.perform(.filter(key: "colour", value: "red"))
            }
        }
    }

    @Test func aFilterThatMatchesNothingIsAnEmptyListNamingTheFilter() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker, filters: ["name": "zzz"])
            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.status == .loaded)
            #expect(sut.snapshot.subtitle == "No matches · name: zzz")
            #expect(sut.snapshot.page == ScreenSnapshot.Page(number: 0, pages: 0, items: 0), "no page at all")
            #expect(
                sut.snapshot.sections == [
                    ScreenSnapshot.Section(title: nil, rows: [], emptyMessage: "No items match name \"zzz\".")
                ])
            #expect(sut.snapshot.actionNames.contains("open (disabled)"))
        }
    }

    @Test func aRouteWithARefusedFilterShowsWhyAndLoadsNothing() async {
        await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, filters: ["colour": "red"])

            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.status
                    == .failed(
                        message: "Unknown filter 'colour'. Use one of: name, kind.", canRetry: false,
                        kind: "invalidQuery"))
            #expect(loads.requests.isEmpty)
        }
    }
}
