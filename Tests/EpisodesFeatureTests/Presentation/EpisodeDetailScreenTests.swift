import FeatureDomain
import Networking
import SharedPresentation
import TestSupport
import Testing

@testable import EpisodesFeature

@MainActor
@Suite("Episode detail screen", .timeLimit(.minutes(1)))
struct EpisodeDetailScreenTests {
    typealias Field = ScreenSnapshot.Field
    typealias Row = ScreenSnapshot.Row

    private let pilot = Fixtures.episode(id: 1, name: "Pilot", code: "S01E01", characterIDs: [2, 1])
    private let cast = [
        Fixtures.castMember(id: 1, name: "Rick Sanchez"),
        Fixtures.castMember(id: 2, name: "Morty Smith", status: "unknown", species: "Alien"),
    ]

    @Test func carriesTheEpisodesIDAndTypedValuesForJSON() async {
        await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)

            sut.appear()
            await show(pilot, cast: cast, context)
            await sut.settle()

            #expect(sut.snapshot.itemID == 1)
            #expect(sut.snapshot.values["code"] == .text("S01E01"))
            #expect(sut.snapshot.values["season"] == .integer(1))
            let morty = sut.snapshot.sections.first?.rows.last?.values
            #expect(morty?["status"] == .text("Unknown"))
            #expect(morty?["species"] == .text("Alien"))
        }
    }

    @Test func showsTheEpisodeAndItsCast() async {
        await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)

            sut.appear()
            #expect(sut.snapshot.title == "Episode 1")
            #expect(sut.snapshot.status == .loading)
            await show(pilot, cast: cast, context)
            await sut.settle()

            #expect(
                sut.snapshot.shown
                    == ScreenSnapshot(
                        title: "Pilot",
                        status: .loaded,
                        fields: [
                            Field(label: "Code", value: "S01E01"), Field(label: "Season", value: "1"),
                            Field(label: "Episode", value: "1"), Field(label: "Air date", value: "2013-12-02"),
                        ],
                        sections: [
                            ScreenSnapshot.Section(
                                title: "Cast",
                                rows: [
                                    Row(id: 1, title: "Rick Sanchez", detail: "Alive · Human"),
                                    Row(id: 2, title: "Morty Smith", detail: "Unknown · Alien"),
                                ]
                            )
                        ],
                        actions: [.init(name: "refresh", isEnabled: true), .init(name: "open", isEnabled: true)]
                    )
            )
            #expect(context.repository.messages == [.episode(id: 1, mode: .preferSaved)])
            #expect(context.cast.messages == [.cast(ids: [2, 1], mode: .preferSaved)])
        }
    }

    @Test func showsAnUnreadableDateAsGivenAndAMalformedCodesNumbersAsUnknown() async {
        await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)
            let odd = Fixtures.episode(id: 1, name: "Odd", code: "special", airDateText: "TBA", airDate: nil)

            sut.appear()
            await show(odd, cast: [], context)
            await sut.settle()

            #expect(
                sut.snapshot.fields == [
                    Field(label: "Code", value: "special"), Field(label: "Season", value: "unknown"),
                    Field(label: "Episode", value: "unknown"), Field(label: "Air date", value: "TBA"),
                ])
            #expect(sut.snapshot.sections.first?.emptyMessage == "No characters are listed for this episode.")
            #expect(sut.snapshot.actions.map(\.isEnabled) == [true, false])
        }
    }

    @Test func openOnACastMemberLeadsToTheCharacter() async throws {
        try await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)
            sut.appear()
            await show(pilot, cast: cast, context)
            await sut.settle()

            let route = try sut.perform(.open(id: 2))

            #expect(route == AppRoute("character", id: 2))
            #expect(throws: ScreenCommandError.notOnScreen(id: 3)) { try sut.perform(.open(id: 3)) }
        }
    }

    @Test func anUnknownEpisodeShowsNotFoundAndOffersNoRetryThatCannotHelp() async throws {
        await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks, id: 9999)

            sut.appear()
            await context.repository.episodeCalls.fail(with: EpisodesError.episodeNotFound(id: 9999))
            await sut.settle()
            #expect(sut.snapshot.title == "Episode 9999")
            #expect(sut.snapshot.status == .failed(message: "Episode 9999 was not found.", canRetry: false))
            #expect(sut.snapshot.actions.map(\.name) == ["refresh", "open"])
            sut.appear()
            #expect(throws: ScreenCommandError.self) { try sut.perform(.retry) }
            #expect(context.repository.messages.count == 1)
        }
    }

    @Test func refreshLoadsTheEpisodeAndCastBypassingSavedData() async throws {
        try await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)
            sut.appear()
            await show(pilot, cast: cast, context)
            await sut.settle()

            _ = try sut.perform(.refresh)
            await show(pilot, cast: cast, context, at: 1)
            await sut.settle()

            #expect(context.repository.messages.last == .episode(id: 1, mode: .refresh))
            #expect(context.cast.messages.last == .cast(ids: [2, 1], mode: .refresh))
        }
    }

    @Test func staleDataShowsTheOfflineNotice() async {
        await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)
            sut.appear()
            await context.repository.episodeCalls.complete(with: Fixtures.fresh(pilot))
            await context.cast.calls.complete(
                with: Fetched(value: cast, freshness: .stale(savedAt: Fixtures.date(2024, 4, 30, 7, 45))))
            await sut.settle()

            #expect(sut.snapshot.notices == ["Offline: showing saved data from 2024-04-30 07:45 UTC"])
        }
    }

    @Test func disappearCancelsTheLoadAndAppearingAgainStartsOver() async {
        await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)
            sut.appear()
            await context.repository.episodeCalls.waitForCalls(1)

            sut.disappear()
            await sut.settle()
            #expect(context.repository.episodeCalls.cancelledCount == 1)
            #expect(sut.snapshot.status == .idle)

            sut.appear()
            await context.repository.episodeCalls.complete(with: Fixtures.fresh(pilot), at: 1)
            await context.cast.calls.complete(with: Fixtures.fresh(cast))
            await sut.settle()
            #expect(sut.snapshot.status == .loaded)
        }
    }

    @Test(arguments: [
        ScreenCommand.next, .previous, .loadMore, .search("x"), .filter(key: "a", value: "b"),
        .action(name: "image", id: 1),
    ])
    func refusesCommandsADetailHasNot(command: ScreenCommand) async {
        await withLeakTracking { leaks in
            let (sut, _) = makeSUT(leaks)

            #expect(throws: ScreenCommandError.unsupported(command: command.trackingName, screen: "Episode")) {
                try sut.perform(command)
            }
        }
    }

    @Test func tracksTheScreenAndItsLoadAsEpisode() async {
        await withLeakTracking { leaks in
            let (sut, context) = makeSUT(leaks)
            sut.appear()
            await show(pilot, cast: cast, context)
            await sut.settle()

            #expect(
                context.tracker.kinds == [
                    .screenShown, .loadStarted, .loadFinished(itemCount: 2, durationMilliseconds: 0),
                ])
            #expect(context.tracker.events.allSatisfy { $0.screen == "Episode" })
        }
    }

    private func show(_ episode: Episode, cast: [CastMember], _ context: ScreenTestContext, at index: Int = 0) async {
        await context.repository.episodeCalls.complete(with: Fixtures.fresh(episode), at: index)
        await context.cast.calls.complete(with: Fixtures.fresh(cast), at: index)
    }

    private func makeSUT(_ leaks: LeakTracker, id: Int = 1) -> (sut: any Screen, context: ScreenTestContext) {
        let context = ScreenTestContext()
        let sut = context.makeDetail(id: id)
        leaks.track(sut)
        return (sut, context)
    }
}
