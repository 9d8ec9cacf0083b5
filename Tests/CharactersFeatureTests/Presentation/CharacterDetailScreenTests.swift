import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

@MainActor
@Suite("Character detail screen", .timeLimit(.minutes(1)))
struct CharacterDetailScreenTests {
    @Test func showsThePlaceholderTitleBeforeLoading() {
        let (sut, _, _, _) = makeDetailScreen(nil, id: 7)

        #expect(
            sut.snapshot.shown
                == ScreenSnapshot(title: "Character 7", status: .idle, actions: actions(true, false, false, false)))
    }

    @Test func carriesTheCharactersIDAndTypedValuesForJSON() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeDetailScreen(tracker, id: 1)
            repository.characterResult = { id in
                Fixtures.loaded(Fixtures.character(id: id, name: "Rick Sanchez", episodeIDs: [1, 2, 3]))
            }

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.itemID == 1)
            #expect(sut.snapshot.values["name"] == .text("Rick Sanchez"))
            #expect(sut.snapshot.values["status"] == .text("Alive"))
            #expect(sut.snapshot.values["episodes"] == .integer(3))
            #expect(sut.snapshot.sections.first?.rows.first?.values["code"] == .text("S01E01"))
        }
    }

    @Test func openOriginAndLocationLeadToThoseLocationsAndAnUnknownPlaceIsRefused() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeDetailScreen(tracker, id: 1)
            repository.characterResult = { id in Fixtures.loaded(Fixtures.character(id: id, name: "Rick Sanchez")) }
            #expect(throws: ScreenCommandError.self) { try sut.perform(.openLink("origin")) }

            sut.appear()
            await sut.settle()

            let origin = try sut.perform(.openLink("origin"))
            let location = try sut.perform(.openLink("location"))
            #expect(origin == AppRoute("location", id: 1))
            #expect(location == AppRoute("location", id: 3))
            #expect(throws: ScreenCommandError.self) { try sut.perform(.openLink("home")) }
        }
    }

    @Test func showsTheCharacterItsEpisodesAndItsImage() async {
        await withLeakTracking { tracker in
            let (sut, repository, episodes, avatars) = makeDetailScreen(tracker, id: 1)
            repository.characterResult = { id in
                Fixtures.loaded(Fixtures.character(id: id, name: "Rick Sanchez", episodeIDs: [1, 2, 3]))
            }

            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.shown
                    == ScreenSnapshot(
                        title: "Rick Sanchez",
                        status: .loaded,
                        fields: [
                            field("Status", "Alive"), field("Species", "Human"), field("Type", "No type"),
                            field("Gender", "Male"), field("Origin", "Earth (C-137)"),
                            field("Location", "Citadel of Ricks"), field("Episodes", "3"),
                            field("Image", "loaded 3.2 kB from network"),
                        ],
                        sections: [
                            ScreenSnapshot.Section(
                                title: "Episodes",
                                rows: [
                                    ScreenSnapshot.Row(id: 1, title: "S01E01 · Episode 1"),
                                    ScreenSnapshot.Row(id: 2, title: "S01E02 · Episode 2"),
                                    ScreenSnapshot.Row(id: 3, title: "S01E03 · Episode 3"),
                                ],
                                emptyMessage: "No episodes."
                            )
                        ],
                        actions: actions(true, true, true, false)
                    )
            )
            #expect(repository.messages == [.character(1, .preferSaved)])
            #expect(episodes.messages == [.episodes([1, 2, 3], .preferSaved)])
            #expect(avatars.messages == [.load(characterID: 1, mode: .preferSaved)])
        }
    }

    @Test func showsTheTypeWhenTheCharacterHasOne() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeDetailScreen(tracker, id: 4)
            repository.characterResult = { Fixtures.loaded(Fixtures.character(id: $0, type: "Parasite")) }

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.fields.first { $0.label == "Type" }?.value == "Parasite")
        }
    }

    @Test func anUnknownCharacterFailsWithItsIDAndOffersNoRetryThatCannotHelp() async throws {
        await withLeakTracking { tracker in
            let (sut, repository, episodes, _) = makeDetailScreen(tracker, id: 9_999)
            repository.characterResult = { throw CharacterLoadError.characterNotFound(id: $0) }
            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.title == "Character 9999")
            #expect(sut.snapshot.status == .failed(message: "Character 9999 was not found.", canRetry: false))
            #expect(sut.snapshot.actions.last == ScreenSnapshot.Action(name: "retry", isEnabled: false))
            #expect(episodes.messages.isEmpty)
            #expect(throws: ScreenCommandError.self) { try sut.perform(.retry) }
            #expect(repository.messages == [.character(9_999, .preferSaved)])
        }
    }

    @Test func episodesThatFailToLoadAreANoticeAndRetryLoadsOnlyThem() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, episodes, _) = makeDetailScreen(tracker, id: 1)
            episodes.result = { _ in throw Fixtures.offlineNetworkError }
            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.status == .loaded)
            #expect(
                sut.snapshot.notices == [
                    "Episodes couldn't be loaded: Couldn't reach the server at 127.0.0.1:8080. Check the connection."
                ]
            )
            #expect(sut.snapshot.sections.first?.emptyMessage == "Episodes couldn't be loaded.")
            episodes.result = { Fixtures.loaded($0.map { Fixtures.episode(id: $0) }) }
            _ = try sut.perform(.retry)
            await sut.settle()

            #expect(sut.snapshot.notices.isEmpty)
            #expect(sut.snapshot.sections.first?.rows.map(\.id) == [1])
            #expect(repository.messages.count == 1)
            #expect(episodes.messages.count == 2)
        }
    }

    @Test func openLeadsToAnEpisodeOfTheList() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeDetailScreen(tracker, id: 1)
            repository.characterResult = { Fixtures.loaded(Fixtures.character(id: $0, episodeIDs: [1, 2])) }
            sut.appear()
            await sut.settle()

            let route = try sut.perform(.open(id: 2))

            #expect(route == AppRoute("episode", id: 2))
            #expect(throws: ScreenCommandError.notOnScreen(id: 99)) { try sut.perform(.open(id: 99)) }
        }
    }

    @Test func refreshReloadsTheCharacterItsEpisodesAndItsAvatarFromTheNetwork() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, episodes, avatars) = makeDetailScreen(tracker, id: 1)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.refresh)
            await sut.settle()

            #expect(repository.messages == [.character(1, .preferSaved), .character(1, .refresh)])
            #expect(episodes.messages == [.episodes([1], .preferSaved), .episodes([1], .refresh)])
            #expect(
                avatars.messages == [.load(characterID: 1, mode: .preferSaved), .load(characterID: 1, mode: .refresh)])
        }
    }

    @Test func aFailedRefreshLeavesTheAvatarAlone() async throws {
        try await withLeakTracking { tracker in
            let (sut, repository, _, avatars) = makeDetailScreen(tracker, id: 1)
            sut.appear()
            await sut.settle()
            repository.characterResult = { _ in throw Fixtures.offlineNetworkError }

            _ = try sut.perform(.refresh)
            await sut.settle()

            #expect(avatars.messages == [.load(characterID: 1, mode: .preferSaved)])
            #expect(imageField(of: sut) == "loaded 3.2 kB from network")
        }
    }

    @Test func listCommandsAreNotCommandsOfADetail() {
        let (sut, _, _, _) = makeDetailScreen(nil, id: 1)

        for command in [
            ScreenCommand.next, .previous, .loadMore, .search("rick"), .filter(key: "status", value: "alive"),
        ] {
            #expect(
                throws: ScreenCommandError.unsupported(command: command.trackingName, screen: "a character's detail")
            ) {
                try sut.perform(command)
            }
        }
    }

    // MARK: - Helpers

    private func field(_ label: String, _ value: String) -> ScreenSnapshot.Field {
        ScreenSnapshot.Field(label: label, value: value)
    }

    private func actions(
        _ refresh: Bool,
        _ open: Bool,
        _ image: Bool,
        _ retry: Bool,
        places: Bool? = nil
    ) -> [ScreenSnapshot.Action] {
        [
            ScreenSnapshot.Action(name: "refresh", isEnabled: refresh),
            ScreenSnapshot.Action(name: "open", isEnabled: open),
            ScreenSnapshot.Action(name: "open origin", isEnabled: places ?? open),
            ScreenSnapshot.Action(name: "open location", isEnabled: places ?? open),
            ScreenSnapshot.Action(name: "image", isEnabled: image),
            ScreenSnapshot.Action(name: "retry", isEnabled: retry),
        ]
    }
}
