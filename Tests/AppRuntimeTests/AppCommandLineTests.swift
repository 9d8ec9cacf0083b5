import AppRuntime
import Console
import Testing

@MainActor
@Suite("AppCommandLine")
struct AppCommandLineTests {
    @Test(arguments: [["--pgae"], ["characters", "--page", "0"], ["character", "x"], ["charcters"]])
    func badInputPrintsOneLineOnStandardErrorAndExitsWithTwo(arguments: [String]) async {
        var handled = 0
        let (sut, output, errors) = makeSUT { _ in
            handled += 1
            return .success
        }

        let code = await sut.run(arguments: arguments)

        #expect(code == .usage)
        #expect(code.rawValue == 2)
        #expect(errors.lines.count == 1)
        #expect(errors.text.hasSuffix("; see 'App --help'\n"))
        #expect(output.text.isEmpty)
        #expect(handled == 0, "bad input never reaches the composition root")
    }

    @Test func unknownOptionMessageIsExact() async {
        let (sut, _, errors) = makeSUT()

        _ = await sut.run(arguments: ["characters", "--pgae", "2"])

        #expect(errors.text == "unknown option '--pgae'; see 'App --help'\n")
    }

    @Test func commandsGoToTheHandlerWithTheirOptions() async {
        var received: [Invocation] = []
        let (sut, _, _) = makeSUT { invocation in
            received.append(invocation)
            return .failure
        }

        let code = await sut.run(arguments: ["--json", "episode", "2"])
        _ = await sut.run(arguments: ["--help"])
        _ = await sut.run(arguments: [])

        #expect(code == .failure)
        #expect(
            received == [
                Invocation(options: GlobalOptions(printsJSON: true), command: .episode(id: 2)),
                Invocation(options: GlobalOptions(), command: .help),
                Invocation(options: GlobalOptions(), command: .tour),
            ])
    }

    private func makeSUT(
        handler: @escaping AppCommandLine.CommandHandler = { _ in .success }
    ) -> (AppCommandLine, output: TextBuffer, errors: TextBuffer) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let streams = OutputStreams(standardOutput: output, standardError: errors)
        return (AppCommandLine(streams: streams, catalog: .sample, handler: handler), output, errors)
    }
}
