import AppRuntime
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("BrowseSession")
struct BrowseSessionTests {
    @Test func aDemoRunsByNameFromTheCatalog() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("characters\nexpect Characters page 1\n", to: "tour.script")
        let sut = makeSUT(demos: DemoCatalog(directory: directory.url))

        let code = await sut.session.run(.tour)

        #expect(code == .success)
        #expect(sut.output.text.contains("» characters\nCharacters page 1"))
    }

    @Test func everyScreenDisappearsWhenTheCommandEnds() async throws {
        let sut = makeSUT()

        _ = await sut.session.run(.character(id: 1))

        #expect(sut.factory.madeScreens.first?.messages.last == .disappear)
    }

    @Test func anUnknownDemoIsBadInput() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("", to: "tour.script")
        let sut = makeSUT(demos: DemoCatalog(directory: directory.url))

        let code = await sut.session.run(.demo("tuor"))

        #expect(code == .usage)
        #expect(sut.errors.text == "unknown demo 'tuor'; available: tour (or give a script file path)\n")
    }

    @Test func aScriptThatDoesNotParseIsBadInputNamingTheFileAndLine() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("characters\nnxt\n", to: "broken.script")
        let sut = makeSUT()

        let code = await sut.session.run(.demo(file.path))

        #expect(code == .usage)
        #expect(sut.errors.text == "\(file.path): line 2: unknown command 'nxt'; see 'App --help'\n")
        #expect(sut.output.text.isEmpty)
    }

    @Test func oneShotCommandsShowTheirScreen() async throws {
        let sut = makeSUT()

        let code = await sut.session.run(.episodes(page: 2, season: nil))

        #expect(code == .success)
        #expect(sut.output.text == "Episodes page 2\n")
    }

    @Test func theShellReadsItsLineSource() async throws {
        let sut = makeSUT(lines: ["episode 3"])

        let code = await sut.session.run(.shell)

        #expect(code == .success)
        #expect(sut.output.text == "Episode 3\n")
    }

    @Test(arguments: [Command.serve(ServeOptions()), .crawl(CrawlOptions()), .cache(.stats), .help, .version])
    func commandsThatDoNotBrowseAreLeftToTheCaller(command: Command) async {
        let sut = makeSUT()

        #expect(await sut.session.run(command) == nil)
    }

    private struct SUT {
        let session: BrowseSession
        let factory: FakeScreenFactory
        let output: TextBuffer
        let errors: TextBuffer
    }

    private func makeSUT(demos: DemoCatalog = .bundled, lines: [String] = []) -> SUT {
        let output = TextBuffer()
        let errors = TextBuffer()
        let factory = FakeScreenFactory()
        let session = BrowseSession(
            factory: factory,
            renderer: TextScreenRenderer(),
            streams: OutputStreams(standardOutput: output, standardError: errors),
            clock: TestClock(),
            demos: demos,
            lineSource: FakeLineSource(lines)
        )
        return SUT(session: session, factory: factory, output: output, errors: errors)
    }
}
