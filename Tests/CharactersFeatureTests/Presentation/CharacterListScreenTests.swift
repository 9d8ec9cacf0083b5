import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

@MainActor
@Suite("Characters list screen", .timeLimit(.minutes(1)))
struct CharacterListScreenTests {
    @Test func appearLoadsTheFirstPageOnce() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker)

            sut.appear()
            await sut.settle()
            sut.appear()
            await sut.settle()

            #expect(repository.messages == [.page(1, .none, .standard)])
        }
    }

    @Test func showsPageNOfMWithARowPerCharacterAndTheActions() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeSUT(tracker)

            sut.appear()
            await sut.settle()
            let snapshot = sut.snapshot

            #expect(snapshot.title == "Characters")
            #expect(snapshot.subtitle == "Page 1 of 3")
            #expect(snapshot.status == .loaded)
            #expect(snapshot.notices.isEmpty)
            #expect(snapshot.sections.count == 1)
            #expect(snapshot.sections.first?.rows.count == 20)
            #expect(
                snapshot.sections.first?.rows.first
                    == ScreenSnapshot.Row(
                        id: 1,
                        title: "Character 1",
                        detail: "Alive · Human · image: loaded 3.1 KB from network"
                    )
            )
            #expect(
                snapshot.actions == [
                    action("next", true), action("prev", false), action("refresh", true), action("search", true),
                    action("filter", true), action("open", true),
                ]
            )
        }
    }

    @Test func nextAndPrevMoveBetweenPages() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.next)
            await sut.settle()
            #expect(sut.snapshot.subtitle == "Page 2 of 3")
            #expect(sut.snapshot.sections.first?.rows.first?.id == 21)
            _ = try sut.perform(.previous)
            await sut.settle()

            #expect(sut.snapshot.subtitle == "Page 1 of 3")
            #expect(repository.messages.map(\.pageNumber) == [1, 2, 1])
        }
    }

    @Test func nextIsDisabledAndRefusedOnTheLastPage() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeSUT(tracker, page: 3)
            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.actions.first == action("next", false))
            #expect(sut.snapshot.actions[1] == action("prev", true))
            #expect(throws: ScreenCommandError.unavailable(command: "next", reason: "this is the last page")) {
                try sut.perform(.next)
            }
        }
    }

    @Test func prevIsRefusedOnTheFirstPage() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeSUT(tracker)
            sut.appear()
            await sut.settle()

            #expect(throws: ScreenCommandError.unavailable(command: "prev", reason: "this is the first page")) {
                try sut.perform(.previous)
            }
        }
    }

    @Test func whileAPageLoadsPagingIsDisabledAndADoubleNextLoadsOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker)
            repository.holdsPages = true
            sut.appear()
            await eventually { repository.heldPages.count == 1 }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [1, 2]))))
            await eventually { !sut.viewModel.isLoading }

            _ = try sut.perform(.next)
            #expect(throws: ScreenCommandError.unavailable(command: "next", reason: "a page is still loading")) {
                try sut.perform(.next)
            }
            #expect(sut.snapshot.status == .loading)
            #expect(sut.snapshot.actions.prefix(3).map(\.isEnabled) == [false, false, false])
            await eventually { repository.heldPages.count == 1 }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [21], number: 2))))
            await sut.settle()

            #expect(repository.messages.map(\.pageNumber) == [1, 2])
            #expect(sut.snapshot.subtitle == "Page 2 of 3")
        }
    }

    @Test func aSearchWaitsUntilTypingStopsThenLoadsOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeSUT(tracker)
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

            #expect(repository.messages.last == .page(1, .none.setting(.name, to: "rick"), .standard))
            #expect(repository.messages.count == 2)
            #expect(clock.requestedSleeps.last == .milliseconds(500))
            #expect(sut.snapshot.subtitle == "Page 1 of 3 · name: rick")
        }
    }

    @Test func theSameSearchAgainSendsNoRequest() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeSUT(tracker)
            sut.appear()
            await sut.settle()

            try await search("rick", on: sut, clock: clock)
            try await search("  rick ", on: sut, clock: clock)

            #expect(repository.messages.count == 2)
        }
    }

    @Test func aTooShortSearchIsRefusedWithoutARequest() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeSUT(tracker)
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
            let (sut, repository, _, clock) = makeSUT(tracker)
            sut.appear()
            await sut.settle()
            try await search("rick", on: sut, clock: clock)

            try await search("", on: sut, clock: clock)

            #expect(repository.messages.last == .page(1, .none, .standard))
            #expect(sut.snapshot.subtitle == "Page 1 of 3")
        }
    }

    @Test func aNewSearchSupersedesTheOneLoading() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeSUT(tracker)
            repository.holdsPages = true
            sut.appear()
            await eventually { repository.heldPages.count == 1 }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [1]))))

            _ = try sut.perform(.search("rick"))
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(500))
            await eventually { repository.heldPages.count == 1 }
            _ = try sut.perform(.search("morty"))
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(500))
            await eventually { repository.messages.count == 3 && repository.heldPages.count == 1 }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [2]))))
            await sut.settle()

            #expect(sut.snapshot.subtitle == "Page 1 of 3 · name: morty")
            #expect(sut.snapshot.sections.first?.rows.map(\.id) == [2])
        }
    }

    @Test func aFilterCombinesWithTheSearchAndLoadsAtOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeSUT(tracker)
            sut.appear()
            await sut.settle()
            try await search("rick", on: sut, clock: clock)

            _ = try sut.perform(.filter(key: "status", value: "alive"))
            await sut.settle()

            #expect(
                repository.messages.last
                    == .page(1, .none.setting(.name, to: "rick").setting(.status, to: "alive"), .standard))
            #expect(sut.snapshot.subtitle == "Page 1 of 3 · name: rick, status: alive")
        }
    }

    @Test func aFilterTakesInTheSearchStillWaitingForItsDelay() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeSUT(tracker)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.search("rick"))
            _ = try sut.perform(.filter(key: "status", value: "dead"))
            clock.advance(by: .seconds(1))
            await sut.settle()

            #expect(repository.messages.count == 2)
            #expect(
                repository.messages.last
                    == .page(1, .none.setting(.name, to: "rick").setting(.status, to: "dead"), .standard))
        }
    }

    @Test func anUnknownFilterKeyIsRefusedListingTheAllowedKeys() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeSUT(tracker)

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
            let (sut, repository, _, clock) = makeSUT(tracker)
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

    @Test func aFailedLoadShowsAFriendlyMessageAndRetryLoadsAgain() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker)
            repository.pageResult = { _, _ in throw Fixtures.offlineNetworkError }
            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.status
                    == .failed(
                        message: "Couldn't reach the server. Check the connection and try again.", canRetry: true)
            )
            repository.pageResult = { _, _ in Fixtures.loaded(Fixtures.page(ids: [1])) }
            _ = try sut.perform(.retry)
            await sut.settle()

            #expect(sut.snapshot.status == .loaded)
            #expect(repository.messages == [.page(1, .none, .standard), .page(1, .none, .standard)])
        }
    }

    @Test func retryIsRefusedWhenNothingFailed() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeSUT(tracker)
            sut.appear()
            await sut.settle()

            #expect(throws: ScreenCommandError.unavailable(command: "retry", reason: "nothing failed")) {
                try sut.perform(.retry)
            }
        }
    }

    @Test func refreshReloadsThePageShownFromTheNetwork() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker, page: 2)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.refresh)
            await sut.settle()

            #expect(repository.messages == [.page(2, .none, .standard), .page(2, .none, .refresh)])
        }
    }

    @Test func disappearCancelsTheLoadInFlightAndThePendingSearch() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeSUT(tracker)
            repository.holdsPages = true
            sut.appear()
            await eventually { repository.heldPages.count == 1 }
            _ = try sut.perform(.search("rick"))
            await clock.waitForSleepers(1)

            sut.disappear()
            await sut.settle()

            #expect(repository.heldPages.count == 0)
            #expect(clock.pendingSleeperCount == 0)
            #expect(sut.snapshot.status == .idle)
            #expect(repository.messages.count == 1)
        }
    }

    @Test func aStalePageShowsTheOfflineNotice() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker)
            repository.pageResult = { _, _ in Fixtures.loaded(Fixtures.page(ids: [1]), isStale: true) }

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.notices == ["Offline: showing saved data from 2023-11-14 22:13 UTC"])
        }
    }

    @Test func openLeadsToTheDetailOfARowOnly() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, _, _) = makeSUT(tracker)
            sut.appear()
            await sut.settle()

            let route = try sut.perform(.open(id: 3))

            #expect(route == .characterDetail(id: 3))
            #expect(throws: ScreenCommandError.notOnScreen(id: 99)) {
                try sut.perform(.open(id: 99))
            }
        }
    }

    @Test func rowsShowEachAvatarsStateAndImageRetriesAFailedOne() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, avatars, _) = makeSUT(tracker)
            repository.pageResult = { _, _ in Fixtures.loaded(Fixtures.page(ids: [1, 2])) }
            avatars.result = { id in
                guard id == 1 else { return Fixtures.avatar(id: id, bytes: 512, origin: .disk) }
                throw Fixtures.offlineNetworkError
            }
            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.sections.first?.rows.map(\.detail) == [
                    "Alive · Human · image: failed: Couldn't reach the server. Check the connection and try again. "
                        + "(retry with 'image 1')",
                    "Alive · Human · image: loaded 512 bytes from disk",
                ]
            )
            avatars.result = { Fixtures.avatar(id: $0, bytes: 2_048, origin: .network) }
            _ = try sut.perform(.image(id: 1))
            #expect(sut.snapshot.sections.first?.rows.first?.detail == "Alive · Human · image: loading")
            await sut.settle()

            #expect(
                sut.snapshot.sections.first?.rows.first?.detail == "Alive · Human · image: loaded 2.0 KB from network")
            #expect(throws: ScreenCommandError.notOnScreen(id: 5)) { try sut.perform(.image(id: 5)) }
        }
    }

    @Test func aRouteWithAnUnknownFilterShowsWhyAndLoadsNothing() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker, filters: ["planet": "earth"])

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
        }
    }

    @Test func aRoutesFiltersNarrowTheFirstLoad() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeSUT(tracker, page: 2, filters: ["name": "rick", "status": "alive"])

            sut.appear()
            await sut.settle()

            #expect(
                repository.messages == [
                    .page(2, .none.setting(.name, to: "rick").setting(.status, to: "alive"), .standard)
                ])
            #expect(sut.snapshot.subtitle == "Page 2 of 3 · name: rick, status: alive")
        }
    }

    @Test func loadMoreIsNotACommandOfThisList() {
        let (sut, _, _, _) = makeSUT(nil)

        #expect(throws: ScreenCommandError.unsupported(command: "loadMore", screen: "the characters list")) {
            try sut.perform(.loadMore)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        _ tracker: LeakTracker?,
        page: Int = 1,
        filters: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (CharacterListScreen, CharacterRepositorySpy, AvatarImageLoaderSpy, TestClock) {
        let repository = CharacterRepositorySpy()
        let avatars = AvatarImageLoaderSpy()
        let clock = TestClock()
        let viewModel = CharacterListViewModel(
            page: page,
            filters: filters,
            loadPage: LoadCharacterPageUseCase(repository: repository),
            search: SearchCharactersUseCase(),
            avatars: AvatarImageStates(loader: avatars),
            clock: clock
        )
        let sut = CharacterListScreen(viewModel: viewModel)
        tracker?.track(sut, sourceLocation: sourceLocation)
        tracker?.track(viewModel, sourceLocation: sourceLocation)
        tracker?.track(viewModel.avatars, sourceLocation: sourceLocation)
        return (sut, repository, avatars, clock)
    }

    private func search(_ text: String, on sut: CharacterListScreen, clock: TestClock) async throws {
        _ = try sut.perform(.search(text))
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(500))
        await sut.settle()
    }

    private func action(_ name: String, _ isEnabled: Bool) -> ScreenSnapshot.Action {
        ScreenSnapshot.Action(name: name, isEnabled: isEnabled)
    }
}

extension CharacterRepositorySpy.Message {
    fileprivate var pageNumber: Int? {
        if case .page(let number, _, _) = self { return number }
        return nil
    }
}
