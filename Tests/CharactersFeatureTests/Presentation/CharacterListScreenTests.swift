import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

@MainActor
@Suite("Characters list screen", .timeLimit(.minutes(1)))
struct CharacterListScreenTests {
    @Test func appearLoadsTheFirstPageOnce() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeListScreen(tracker)

            sut.appear()
            await sut.settle()
            sut.appear()
            await sut.settle()

            #expect(repository.messages == [.page(1, .none, .preferSaved)])
        }
    }

    @Test func showsPageNOfMWithARowPerCharacterAndTheActions() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeListScreen(tracker)

            sut.appear()
            await sut.settle()
            let snapshot = sut.snapshot

            #expect(snapshot.title == "Characters")
            #expect(snapshot.subtitle == "Page 1 of 3")
            #expect(snapshot.page == ScreenSnapshot.Page(number: 1, count: 3, items: 60))
            #expect(snapshot.sections.first?.rows.first?.values["name"] == .text("Character 1"))
            #expect(snapshot.sections.first?.rows.first?.values["status"] == .text("Alive"))
            #expect(snapshot.status == .loaded)
            #expect(snapshot.notices.isEmpty)
            #expect(snapshot.sections.count == 1)
            #expect(snapshot.sections.first?.rows.count == 20)
            #expect(
                snapshot.shown.sections.first?.rows.first
                    == ScreenSnapshot.Row(
                        id: 1,
                        title: "Character 1",
                        detail: "Alive · Human · image: loaded 3.2 kB from network"
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
            let (sut, repository, _, _) = makeListScreen(tracker)
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
            let (sut, _, _, _) = makeListScreen(tracker, page: 3)
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
            let (sut, _, _, _) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()

            #expect(throws: ScreenCommandError.unavailable(command: "prev", reason: "this is the first page")) {
                try sut.perform(.previous)
            }
        }
    }

    @Test func whileAPageLoadsPagingIsDisabledAndADoubleNextLoadsOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeListScreen(tracker)
            repository.holdsPages = true
            sut.appear()
            await eventually("one page load is held") { repository.heldPages.count == 1 }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [1, 2]))))
            await eventually("the first page is loaded") { !sut.viewModel.isLoading }

            _ = try sut.perform(.next)
            #expect(throws: ScreenCommandError.unavailable(command: "next", reason: "a page is still loading")) {
                try sut.perform(.next)
            }
            #expect(sut.snapshot.status == .loading)
            #expect(sut.snapshot.actions.prefix(3).map(\.isEnabled) == [false, false, false])
            await eventually("one page load is held") { repository.heldPages.count == 1 }
            repository.heldPages.complete(with: .success(Fixtures.loaded(Fixtures.page(ids: [21], number: 2))))
            await sut.settle()

            #expect(repository.messages.map(\.pageNumber) == [1, 2])
            #expect(sut.snapshot.subtitle == "Page 2 of 3")
        }
    }

    @Test func aFailedLoadShowsAFriendlyMessageAndRetryLoadsAgain() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeListScreen(tracker)
            repository.pageResult = { _, _ in throw Fixtures.offlineNetworkError }
            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.status
                    == .failed(
                        message: "Couldn't reach the server at 127.0.0.1:8080. Check the connection.", canRetry: true)
            )
            repository.pageResult = { _, _ in Fixtures.loaded(Fixtures.page(ids: [1])) }
            _ = try sut.perform(.retry)
            await sut.settle()

            #expect(sut.snapshot.status == .loaded)
            #expect(repository.messages == [.page(1, .none, .preferSaved), .page(1, .none, .preferSaved)])
        }
    }

    @Test func retryIsRefusedWhenNothingFailed() async {
        await withLeakTracking { tracker in
            let (sut, _, _, _) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()

            #expect(throws: ScreenCommandError.unavailable(command: "retry", reason: "nothing failed")) {
                try sut.perform(.retry)
            }
        }
    }

    @Test func refreshReloadsThePageShownFromTheNetwork() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeListScreen(tracker, page: 2)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.refresh)
            await sut.settle()

            #expect(repository.messages == [.page(2, .none, .preferSaved), .page(2, .none, .refresh)])
        }
    }

    @Test func disappearCancelsTheLoadInFlightAndThePendingSearch() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, clock) = makeListScreen(tracker)
            repository.holdsPages = true
            sut.appear()
            await eventually("one page load is held") { repository.heldPages.count == 1 }
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
            let (sut, repository, _, _) = makeListScreen(tracker)
            repository.pageResult = { _, _ in Fixtures.loaded(Fixtures.page(ids: [1]), isStale: true) }

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.notices == ["Offline: showing saved data from 2023-11-14 22:13 UTC"])
        }
    }

    @Test func openLeadsToTheDetailOfARowOnly() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, _, _) = makeListScreen(tracker)
            sut.appear()
            await sut.settle()

            let route = try sut.perform(.open(id: 3))

            #expect(route == AppRoute("character", id: 3))
            #expect(throws: ScreenCommandError.notOnScreen(id: 99)) {
                try sut.perform(.open(id: 99))
            }
        }
    }

    @Test func rowsShowEachAvatarsStateAndImageRetriesAFailedOne() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, avatars, _) = makeListScreen(tracker)
            repository.pageResult = { _, _ in Fixtures.loaded(Fixtures.page(ids: [1, 2])) }
            avatars.result = { id in
                guard id == 1 else { return Fixtures.avatar(id: id, bytes: 512, origin: .disk) }
                throw Fixtures.offlineNetworkError
            }
            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.sections.first?.rows.map(\.detail) == [
                    "Alive · Human · image: failed: Couldn't reach the server at 127.0.0.1:8080. Check the connection. "
                        + "(retry with 'image 1')",
                    "Alive · Human · image: loaded 512 B from disk",
                ]
            )
            avatars.result = { Fixtures.avatar(id: $0, bytes: 2_048, origin: .network) }
            _ = try sut.perform(.action(name: "image", id: 1))
            #expect(sut.snapshot.sections.first?.rows.first?.detail == "Alive · Human · image: loading")
            await sut.settle()

            #expect(
                sut.snapshot.sections.first?.rows.first?.detail == "Alive · Human · image: loaded 2.0 kB from network")
            #expect(throws: ScreenCommandError.notOnScreen(id: 5)) { try sut.perform(.action(name: "image", id: 5)) }
        }
    }

    @Test func loadMoreIsNotACommandOfThisList() {
        let (sut, _, _, _) = makeListScreen(nil)

        #expect(throws: ScreenCommandError.unsupported(command: "loadMore", screen: "the characters list")) {
            try sut.perform(.loadMore)
        }
    }

}
