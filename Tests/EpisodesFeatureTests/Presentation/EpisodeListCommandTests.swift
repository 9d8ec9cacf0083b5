import SharedPresentation
import TestSupport
import Testing
import TrackingTesting

@testable import EpisodesFeature

@MainActor
@Suite("Episodes list: refresh, open, cancel and unsupported commands", .timeLimit(.minutes(1)))
struct EpisodeListCommandTests {
    @Test func refreshReloadsTheFirstPageBypassingSavedData() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            sut.appear()
            await repository.pages.complete(with: Fixtures.page(1, [Fixtures.episode(id: 1)]))
            await sut.settle()

            _ = try sut.perform(.refresh)
            await repository.pages.complete(with: Fixtures.page(1, [Fixtures.episode(id: 1)]), at: 1)
            await sut.settle()

            #expect(repository.messages.last == .page(1, season: nil, mode: .refresh))
        }
    }

    @Test func openOnARowLeadsToTheEpisodeDetail() async throws {
        try await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            sut.appear()
            await repository.pages.complete(with: Fixtures.page(1, [Fixtures.episode(id: 7)]))
            await sut.settle()

            let route = try sut.perform(.open(id: 7))

            #expect(route == AppRoute("episode", id: 7))
            #expect(throws: ScreenCommandError.notOnScreen(id: 8)) { try sut.perform(.open(id: 8)) }
        }
    }

    @Test(arguments: [
        ScreenCommand.next, .previous, .search("rick"), .filter(key: "name", value: "x"), .action(name: "image", id: 1),
    ])
    func refusesCommandsAListHasNot(command: ScreenCommand) async {
        await withLeakTracking { leaks in
            let (sut, _, _) = makeSUT(leaks)

            #expect(throws: ScreenCommandError.unsupported(command: command.trackingName, screen: "Episodes")) {
                try sut.perform(command)
            }
        }
    }

    @Test func disappearCancelsTheLoadInFlight() async {
        await withLeakTracking { leaks in
            let (sut, repository, _) = makeSUT(leaks)
            sut.appear()
            await repository.pages.waitForCalls(1)

            sut.disappear()
            await sut.settle()

            #expect(repository.pages.cancelledCount == 1)
            #expect(sut.snapshot.status == .idle)
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
