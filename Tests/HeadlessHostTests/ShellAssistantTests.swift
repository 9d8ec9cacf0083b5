import HeadlessHostTesting
import LineEditing
import SharedPresentation
import Testing

@testable import HeadlessHost

@MainActor
@Suite("ShellAssistant")
struct ShellAssistantTests {
    @Test func aSearchLineGoesToTheListKeystrokeByKeystrokeAsTyping() throws {
        let sut = try makeSUT()

        for line in ["s", "search", "search m", "search mo", "search \"mo \""] {
            sut.assistant.lineDidChange(line)
        }

        #expect(
            sut.screen.messages == [
                .appear, .perform(.search("m", typing: true)), .perform(.search("mo", typing: true)),
                .perform(.search("mo ", typing: true)),
            ])
    }

    @Test func aSearchLineDroppedPutsTheListsOwnSearchBackAtOnce() throws {
        let sut = try makeSUT()

        sut.assistant.lineDidChange("search mo")
        sut.assistant.lineDidChange("search mor")
        sut.assistant.lineDidChange("")
        sut.assistant.lineDidChange("n")

        #expect(sut.screen.messages.last == .perform(.search("rick", typing: false)))
        #expect(sut.screen.messages.filter { $0 == .perform(.search("rick", typing: false)) }.count == 1)
    }

    @Test func anEnteredSearchLineIsTheShellsToRun() throws {
        let sut = try makeSUT()

        sut.assistant.lineDidChange("search mo")
        sut.assistant.lineWasEntered("search mo")
        sut.assistant.lineDidChange("n")

        #expect(sut.screen.messages.last == .perform(.search("mo", typing: true)))
    }

    @Test func textTheListRefusesLeavesItsOwnSearchWaiting() throws {
        let sut = try makeSUT()
        sut.screen.stub(
            .search("m", typing: true), failingWith: .invalidArgument("a name search takes at least 2 characters"))

        sut.assistant.lineDidChange("search m")

        #expect(sut.screen.messages.last == .perform(.search("rick", typing: true)))
    }

    @Test func aScreenWithoutASearchIsLeftAlone() throws {
        let sut = try makeSUT(snapshot: ScreenSnapshot(title: "Rick", status: .loaded, itemID: 1))

        sut.assistant.lineDidChange("search mo")
        sut.assistant.lineDidChange("")

        #expect(sut.screen.messages == [.appear])
    }

    @Test func tabCompletesTheWordBeforeTheCursorWithTheScreenOnTop() throws {
        let sut = try makeSUT()

        let completion = sut.assistant.completion(of: "open 2 next", cursor: 6)

        #expect(completion.start == 5)
        #expect(completion.candidates == ["1", "2"])
    }

    private struct SUT {
        let assistant: ShellAssistant
        let screen: FakeScreen
    }

    private func makeSUT(
        snapshot: ScreenSnapshot = ScreenSnapshot(
            title: "Characters", status: .loaded,
            sections: [
                .init(
                    title: nil,
                    rows: [1, 2].map { (id: Int) in
                        ScreenSnapshot.Row(id: id, title: "Character \(id)", route: AppRoute("character", id: id))
                    })
            ],
            query: .init(page: 1, filters: ["name": "rick"], search: "rick", searchKey: "name"))
    ) throws -> SUT {
        let factory = FakeScreenFactory()
        let screen = FakeScreen(snapshot: snapshot)
        let route = AppRoute("characters")
        factory.register(screen, for: route)
        let navigator = Navigator(factory: factory)
        try navigator.show(route)
        return SUT(assistant: ShellAssistant(navigator: navigator, vocabulary: .sample), screen: screen)
    }
}
