import Console
import HeadlessHost
import SharedPresentation
import Testing

@Suite("TextScreenRenderer")
struct TextScreenRendererTests {
    static let representative = ScreenSnapshot(
        title: "Characters",
        subtitle: "Page 2 of 42",
        status: .failed(message: "The server did not answer", canRetry: true),
        notices: ["Offline: showing saved data"],
        fields: [.init(label: "Status", value: "Alive"), .init(label: "Species", value: "Human")],
        sections: [
            .init(
                title: "Results",
                rows: [.init(id: 1, title: "Rick Sanchez", detail: "Alive · Human"), .init(id: nil, title: "Unknown")]
            ),
            .init(title: "Episodes", rows: [], emptyMessage: "No episodes"),
            .init(title: nil, rows: []),
        ],
        actions: [
            .init(name: "next", isEnabled: true), .init(name: "prev", isEnabled: false),
            .init(name: "refresh", isEnabled: true),
        ]
    )

    @Test func rendersARepresentativeScreenAsReadableText() {
        let text = TextScreenRenderer(usesColor: false).render(Self.representative)

        #expect(
            text == """
                Characters
                Page 2 of 42
                Error: The server did not answer (type 'retry' to try again)
                Note: Offline: showing saved data

                  Status:  Alive
                  Species: Human

                Results
                  [1] Rick Sanchez — Alive · Human
                  - Unknown

                Episodes
                  No episodes

                  (none)

                actions: next, prev (disabled), refresh
                """
        )
    }

    @Test func aLongSectionShowsItsLoadedRowsThenSaysHowManyMoreAndWhatShowsThem() {
        let rows = (1...2).map { (index: Int) in ScreenSnapshot.Row(id: index, title: "Resident \(index)") }
        let snapshot = ScreenSnapshot(
            title: "Earth", status: .loaded, sections: [.init(title: "Residents", rows: rows, hiddenRows: 3)])
        let renderer = TextScreenRenderer(usesColor: false)

        let shell = renderer.render(snapshot, in: RenderContext())
        let oneShot = renderer.render(snapshot, in: RenderContext(acceptsCommands: false))

        #expect(shell.contains("  [2] Resident 2\n  … and 3 more ('more' shows them)"))
        #expect(oneShot.contains("  … and 3 more (--all shows them)"))
    }

    @Test func aOneShotCommandsScreenOffersNoRetryItCannotType() {
        let text = TextScreenRenderer(usesColor: false)
            .render(Self.representative, in: RenderContext(command: "characters", acceptsCommands: false))

        #expect(text.contains("Error: The server did not answer\n"))
        #expect(!text.contains("retry"))
    }

    @Test func rendersLoadingAndAnErrorWithoutRetry() {
        let renderer = TextScreenRenderer(usesColor: false)

        let loading = renderer.render(ScreenSnapshot(title: "Character", status: .loading))
        let failed = renderer.render(
            ScreenSnapshot(title: "Character", status: .failed(message: "Not found", canRetry: false)))

        #expect(loading == "Character\nLoading…")
        #expect(failed == "Character\nError: Not found")
    }

    @Test func colourIsOnlyWrittenWhenEnabled() {
        let coloured = TextScreenRenderer(usesColor: true).render(Self.representative)
        let plain = TextScreenRenderer(usesColor: false).render(Self.representative)

        #expect(coloured.contains("\u{1B}[1mCharacters\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31mError: The server did not answer"))
        #expect(!plain.contains("\u{1B}"))
    }

    @Test func noColorTurnsColourOffEvenOnATerminal() {
        let capabilities = TerminalCapabilities(environment: ["NO_COLOR": "1", "TERM": "xterm"], isTerminal: true)

        let text = TextScreenRenderer(usesColor: capabilities.usesColor).render(Self.representative)

        #expect(!capabilities.usesColor)
        #expect(!text.contains("\u{1B}"))
    }

    @Test func aNonTerminalGetsNoColour() {
        let capabilities = TerminalCapabilities(environment: ["TERM": "xterm-256color"], isTerminal: false)

        let text = TextScreenRenderer(usesColor: capabilities.usesColor).render(Self.representative)

        #expect(!text.contains("\u{1B}"))
    }

    @Test func aTerminalGetsColourUnlessDumbOrNoColorIsSet() {
        #expect(TerminalCapabilities(environment: ["TERM": "xterm"], isTerminal: true).usesColor)
        #expect(TerminalCapabilities(environment: ["NO_COLOR": ""], isTerminal: true).usesColor)
        #expect(!TerminalCapabilities(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
    }

    @Test func theHeadingNamesTheStep() {
        #expect(TextScreenRenderer(usesColor: false).renderHeading(for: "open 3") == "\n» open 3")
    }
}
