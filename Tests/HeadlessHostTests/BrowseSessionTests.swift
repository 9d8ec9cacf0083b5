import Console
import HeadlessHostTesting
import SharedPresentation
import TestSupport
import Testing

@testable import HeadlessHost

@MainActor
@Suite("BrowseSession")
struct BrowseSessionTests {
    @Test func aDemoRunsByNameFromTheCatalog() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("characters\nexpect Characters page 1\n", to: "tour.script")
        let sut = makeSUT(demos: DemoCatalog(directory: directory.url))

        let code = await sut.session.runDemo("tour")

        #expect(code == .success)
        #expect(sut.output.text.contains("» characters\nCharacters page 1"))
    }

    @Test func everyScreenDisappearsWhenTheCommandEnds() async throws {
        let sut = makeSUT()

        _ = await sut.session.run(FeatureInvocation(command: "character", route: AppRoute("character", id: 1)))

        #expect(sut.factory.madeScreens.first?.messages.last == .disappear)
    }

    @Test func anUnknownDemoIsBadInput() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("", to: "tour.script")
        let sut = makeSUT(demos: DemoCatalog(directory: directory.url))

        let code = await sut.session.runDemo("tuor")

        #expect(code == .usage)
        #expect(sut.errors.text == "unknown demo 'tuor'; available: tour (or give a script file path)\n")
    }

    @Test func aScriptThatDoesNotParseIsBadInputNamingTheFileAndLine() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("characters\nnxt\n", to: "broken.script")
        let sut = makeSUT()

        let code = await sut.session.runDemo(file.path)

        #expect(code == .usage)
        #expect(
            sut.errors.text == "\(file.path): line 2: unknown command 'nxt' (did you mean 'next'?); see 'App --help'\n")
        #expect(sut.output.text.isEmpty)
    }

    @Test func oneShotCommandsShowTheirScreen() async throws {
        let sut = makeSUT()

        let code = await sut.session.run(
            FeatureInvocation(command: "episodes", route: AppRoute("episodes", options: ["page": "2"])))

        #expect(code == .success)
        #expect(sut.output.text == "Episodes page 2\n")
    }

    @Test func theShellReadsItsLineSource() async throws {
        let sut = makeSUT(lines: ["episode 3"])

        let code = await sut.session.runShell()

        #expect(code == .success)
        #expect(sut.output.text == "Episode 3\n")
    }

    private struct SUT {
        let session: BrowseSession
        let factory: FakeScreenFactory
        let output: TextBuffer
        let errors: TextBuffer
    }

    private func makeSUT(demos: DemoCatalog = DemoCatalog(directory: nil), lines: [String] = []) -> SUT {
        let output = TextBuffer()
        let errors = TextBuffer()
        let factory = FakeScreenFactory()
        let session = BrowseSession(
            factory: factory,
            renderer: TextScreenRenderer(),
            streams: OutputStreams(standardOutput: output, standardError: errors),
            clock: TestClock(),
            vocabulary: .sample,
            demos: demos,
            lineSource: FakeLineSource(lines)
        )
        return SUT(session: session, factory: factory, output: output, errors: errors)
    }
}
