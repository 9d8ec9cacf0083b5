import AppRuntime
import Testing

@MainActor
@Suite("AppCommandLine")
struct AppCommandLineTests {
    @Test(arguments: [["--pgae"], ["characters", "--page", "0"], ["character", "x"], ["charcters"]])
    func badInputPrintsOneLineOnStandardErrorAndExitsWithTwo(arguments: [String]) async {
        let (sut, output, errors) = makeSUT()

        let code = await sut.run(arguments: arguments)

        #expect(code == .usage)
        #expect(code.rawValue == 2)
        #expect(errors.lines.count == 1)
        #expect(errors.text.hasSuffix("; see 'App --help'\n"))
        #expect(output.text.isEmpty)
    }

    @Test func unknownOptionMessageIsExact() async {
        let (sut, _, errors) = makeSUT()

        _ = await sut.run(arguments: ["characters", "--pgae", "2"])

        #expect(errors.text == "unknown option '--pgae'; see 'App --help'\n")
    }

    @Test func versionPrintsTheVersionLine() async {
        let (sut, output, _) = makeSUT()

        let code = await sut.run(arguments: ["--version"])

        #expect(code == .success)
        #expect(output.text == "App 0.1.0\n")
    }

    @Test func helpListsEveryCommandOptionScriptVerbAndExitCode() async {
        let (sut, output, _) = makeSUT(helpText: HelpText(faultSpecSyntax: "FAULT-SYNTAX-MARKER", demoNames: ["tour"]))

        let code = await sut.run(arguments: ["--help"])

        #expect(code == .success)
        let words = [
            "characters", "character ID", "episodes", "episode ID", "image ID", "demo NAME|FILE", "shell", "serve",
            "crawl", "cache stats|verify|clear", "--page", "--name", "--status", "--species", "--type", "--gender",
            "--season", "--port", "--dataset", "--faults", "--images", "--concurrency", "--api", "--cache-dir",
            "--no-cache", "--json", "--events", "--verbose", "--failure-rate", "--failure-seed", "--help", "--version",
            "next", "prev", "refresh", "more", "open ID", "back", "search TEXT", "filter KEY=VALUE", "retry",
            "wait MS", "expect TEXT", "expect-not TEXT", "NO_COLOR", "EXIT CODES", "FAULT-SYNTAX-MARKER", "(tour)",
        ]
        for word in words {
            #expect(output.text.contains(word), "help should mention \(word)")
        }
    }

    @Test func commandsGoToTheHandlerWithTheirOptions() async {
        var received: [Invocation] = []
        let (sut, _, _) = makeSUT { invocation in
            received.append(invocation)
            return .failure
        }

        let code = await sut.run(arguments: ["--json", "episode", "2"])

        #expect(code == .failure)
        #expect(received == [Invocation(options: GlobalOptions(printsJSON: true), command: .episode(id: 2))])
    }

    @Test func withoutACompositionNoArgumentsPrintsHelp() async {
        let (sut, output, _) = makeSUT()

        let code = await sut.run(arguments: [])

        #expect(code == .success)
        #expect(output.text.contains("USAGE"))
    }

    @Test func withoutACompositionBrowsingFailsWithAMessage() async {
        let (sut, _, errors) = makeSUT()

        let code = await sut.run(arguments: ["characters"])

        #expect(code == .failure)
        #expect(errors.lines.count == 1)
    }

    private func makeSUT(
        helpText: HelpText? = nil,
        handler: AppCommandLine.CommandHandler? = nil
    ) -> (AppCommandLine, output: TextBuffer, errors: TextBuffer) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let streams = OutputStreams(standardOutput: output, standardError: errors)
        return (AppCommandLine(streams: streams, helpText: helpText, handler: handler), output, errors)
    }
}
