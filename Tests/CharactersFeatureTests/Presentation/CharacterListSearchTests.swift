import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

@MainActor
@Suite("Characters list search and filters", .timeLimit(.minutes(1)))
struct CharacterListSearchTests {
    @Test func aSearchWaitsUntilTypingStopsThenLoadsOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()

            for text in ["ri", "ric", "rick"] {
                _ = try sut.perform(.search(text))
            }
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(499))
            #expect(repository.messages.count == 1)
            clock.advance(by: .milliseconds(1))
            await sut.settle()

            #expect(repository.messages.last == .page(1, .none.setting(.name, to: "rick"), .preferSaved))
            #expect(repository.messages.count == 2)
            #expect(clock.requestedSleeps.last == .milliseconds(500))
            #expect(sut.snapshot.subtitle == "Page 1 of 3 · name: rick")
        }
    }

    @Test func theSameSearchAgainSendsNoRequest() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()

            try await search("rick", on: sut, clock: clock)
            try await search("  rick ", on: sut, clock: clock)

            #expect(repository.messages.count == 2)
        }
    }

    @Test func aTooShortSearchIsRefusedWithoutARequest() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()

            #expect(
                throws: ScreenCommandError.invalidArgument("Search for at least 2 characters; \"r\" is too short.")
            ) {
                try sut.perform(.search("r"))
            }
            #expect(clock.pendingSleeperCount == 0)
            #expect(repository.messages.count == 1)
        }
    }

    @Test func anEmptySearchClearsTheSearch() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()
            try await search("rick", on: sut, clock: clock)

            try await search("", on: sut, clock: clock)

            #expect(repository.messages.last == .page(1, .none, .preferSaved))
            #expect(sut.snapshot.subtitle == "Page 1 of 3")
        }
    }

    @Test func aNewSearchSupersedesTheOneLoading() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            repository.holdsPages = true
            sut.appear()
            await eventually("one page load is held") { repository.heldPages.count == 1 }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [1]))))

            _ = try sut.perform(.search("rick"))
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(500))
            await eventually("one page load is held") { repository.heldPages.count == 1 }
            _ = try sut.perform(.search("morty"))
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(500))
            await eventually("only the second search's load is held") {
                repository.messages.count == 3 && repository.heldPages.count == 1
            }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [2]))))
            await sut.settle()

            #expect(sut.snapshot.subtitle == "Page 1 of 3 · name: morty")
            #expect(sut.snapshot.sections.first?.rows.map(\.id) == [2])
        }
    }

    @Test func aFilterCombinesWithTheSearchAndLoadsAtOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()
            try await search("rick", on: sut, clock: clock)

            _ = try sut.perform(.filter(key: "status", value: "alive"))
            await sut.settle()

            #expect(
                repository.messages.last
                    == .page(1, .none.setting(.name, to: "rick").setting(.status, to: "alive"), .preferSaved))
            #expect(sut.snapshot.subtitle == "Page 1 of 3 · name: rick, status: alive")
        }
    }

    @Test func aFilterTakesInTheSearchStillWaitingForItsDelay() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.search("rick"))
            _ = try sut.perform(.filter(key: "status", value: "dead"))
            clock.advance(by: .seconds(1))
            await sut.settle()

            #expect(repository.messages.count == 2)
            #expect(
                repository.messages.last
                    == .page(1, .none.setting(.name, to: "rick").setting(.status, to: "dead"), .preferSaved))
        }
    }

    @Test func anUnknownFilterKeyIsRefusedListingTheAllowedKeys() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeListScreen(tracker)

            #expect(
                throws: ScreenCommandError.invalidArgument(
                    "Unknown filter 'planet'. Use one of: name, status, species, type, gender."
                )
            ) {
                try sut.perform(.filter(key: "planet", value: "earth"))
            }
        }
    }

    @Test func aSearchWithoutMatchesShowsAnEmptyListNotAnError() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            repository.pageResult = { page, filter in
                guard filter.isEmpty else { throw CharacterLoadError.pageNotFound(page: page, filter: filter) }
                return Fixtures.loaded(Fixtures.page(ids: [1]))
            }
            sut.appear()
            await sut.settle()

            try await search("xyz", on: sut, clock: clock)

            #expect(sut.snapshot.status == .loaded)
            #expect(sut.snapshot.subtitle == "No matches · name: xyz")
            #expect(
                sut.snapshot.sections == [
                    ScreenSnapshot.Section(title: nil, rows: [], emptyMessage: "No characters match name \"xyz\".")
                ]
            )
            #expect(sut.snapshot.actions.map(\.isEnabled) == [false, false, true, true, true, false])
        }
    }

    @Test func aRouteWithAnUnknownFilterShowsWhyAndLoadsNothing() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeListScreen(tracker, filters: ["planet": "earth"])

            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.status
                    == .failed(
                        message: "Unknown filter 'planet'. Use one of: name, status, species, type, gender.",
                        canRetry: false
                    )
            )
            #expect(repository.messages.isEmpty)
            #expect(
                throws: ScreenCommandError.unavailable(
                    command: "refresh",
                    reason: "the filters are not valid; search or filter again"
                )
            ) {
                try sut.perform(.refresh)
            }
        }
    }

    @Test func aRoutesFiltersNarrowTheFirstLoad() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeListScreen(
                tracker, page: 2, filters: ["name": "rick", "status": "alive"])

            sut.appear()
            await sut.settle()

            #expect(
                repository.messages == [
                    .page(2, .none.setting(.name, to: "rick").setting(.status, to: "alive"), .preferSaved)
                ])
            #expect(sut.snapshot.subtitle == "Page 2 of 3 · name: rick, status: alive")
        }
    }
}
