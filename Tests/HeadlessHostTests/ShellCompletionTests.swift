import FeatureKit
import HeadlessHostTesting
import LineEditing
import SharedPresentation
import Testing

@testable import HeadlessHost

@Suite("ShellCompletion")
struct ShellCompletionTests {
    @Test func theFirstWordCompletesToTheCommandsAndWordsPreferringThoseThatNeedNothingMore() {
        let sut = makeSUT()

        let completion = sut.completion(of: "cha", route: nil, snapshot: nil)

        #expect(completion.start == 0)
        #expect(completion.fitting("cha") == ["character", "characters"])
        #expect(completion.replacement(for: "cha") == "characters")
        #expect(completion.replacement(for: "fav") == "favorites")
        #expect(completion.fitting("") == completion.fitting("").sorted())
        for word in ["next", "open", "filter", "search", "expect-not", "help", "quit", "image", "favorite", "episodes"]
        {
            #expect(completion.candidates.contains(word), "\(word)")
        }
    }

    @Test func afterFilterComeTheListsKeysThenAKeysValues() {
        let sut = makeSUT()
        let list = AppRoute("characters")

        let keys = sut.completion(of: "filter st", route: list, snapshot: nil)
        let values = sut.completion(of: "filter status=a", route: list, snapshot: nil)

        #expect(keys.start == 7)
        #expect(keys.candidates == ["name=", "status=", "species="], "not the page, nor a flag")
        #expect(keys.replacement(for: "s") == nil)
        #expect(keys.replacement(for: "st") == "status=")
        #expect(values.start == 14)
        #expect(values.replacement(for: "a") == "alive ")
        #expect(sut.completion(of: "filter species=", route: list, snapshot: nil).candidates.isEmpty)
        #expect(sut.completion(of: "filter ", route: AppRoute("character", id: 1), snapshot: nil).candidates.isEmpty)
    }

    @Test func afterOpenComeTheIdsOfTheRowsOnScreenAndTheScreensLinkWords() {
        let sut = makeSUT()
        let snapshot = ScreenSnapshot(
            title: "Rick", status: .loaded,
            sections: [
                .init(title: "Episodes", rows: [row(10, "episode"), row(11, "episode"), .init(id: nil, title: "—")])
            ],
            actions: [.init(name: "open", isEnabled: true), .init(name: "open origin", isEnabled: true)], itemID: 1)

        let completion = sut.completion(of: "open ", route: AppRoute("character", id: 1), snapshot: snapshot)

        #expect(completion.start == 5)
        #expect(completion.candidates == ["10", "11", "origin"])
    }

    @Test func afterADetailCommandAnActionOrAWordComeTheIdsOfItsItemsOnScreen() {
        let sut = makeSUT()
        let snapshot = ScreenSnapshot(
            title: "Pilot", status: .loaded,
            sections: [.init(title: "Cast", rows: [row(1, "character"), row(2, "character"), row(7, "location")])],
            itemID: 1)
        let episode = AppRoute("episode", id: 1)

        #expect(sut.completion(of: "character ", route: episode, snapshot: snapshot).candidates == ["1", "2"])
        #expect(sut.completion(of: "favorite 2", route: episode, snapshot: snapshot).candidates == ["1", "2"])
        #expect(sut.completion(of: "image ", route: episode, snapshot: snapshot).candidates == ["1", "2"])
        #expect(sut.completion(of: "episode ", route: episode, snapshot: snapshot).candidates == ["1"], "its own")
        #expect(sut.completion(of: "next ", route: episode, snapshot: snapshot).candidates.isEmpty)
        #expect(sut.completion(of: "character 1 ", route: episode, snapshot: snapshot).candidates.isEmpty)
    }

    @Test func afterHelpComesAnyWord() {
        let completion = makeSUT().completion(of: "help fil", route: nil, snapshot: nil)

        #expect(completion.start == 5)
        #expect(completion.replacement(for: "fil") == "filter ")
    }

    private func row(_ id: Int, _ route: String) -> ScreenSnapshot.Row {
        ScreenSnapshot.Row(id: id, title: "\(route) \(id)", route: AppRoute(route, id: id))
    }

    private func makeSUT() -> ShellCompletion {
        var status = CommandOption("status", placeholder: "S", value: .text(minimumLength: 1))
        status.choices = ["alive", "dead", "unknown"]
        let species = CommandOption("species", placeholder: "S", value: .text(minimumLength: 1))
        let name = CommandOption("name", placeholder: "X", value: .text(minimumLength: 2))
        let characters = FeatureManifest(
            name: "characters", routes: ["characters", "character"],
            commands: [
                FeatureCommand("characters", summary: "a page", options: [.page, name, status, species, .images]),
                FeatureCommand("character", summary: "one", takesID: true),
                FeatureCommand("image", summary: "an image", takesID: true, route: "character", followedBy: "image"),
            ],
            scriptWords: [ScriptWord("image", summary: "load an image")])
        let favorites = FeatureManifest(
            name: "favorites", routes: ["favorites"],
            commands: [FeatureCommand("favorites", summary: "the favourites")],
            actions: [FeatureAction("favorite", summary: "keep one", takesID: true, subject: .character)])
        return ShellCompletion(
            vocabulary: ScriptVocabulary(
                manifests: [characters, SampleManifests.episodes, favorites], otherCommands: ["demo", "shell"]))
    }
}
