import Console
import HeadlessHost
import HeadlessHostTesting
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("ShellSession")
struct ShellSessionTests {
    @Test func badLinesAndRefusedCommandsArePrintedAndTheSessionGoesOn() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["characters", "nxt", "back", "# comment", "", "character 2"])

            let code = await sut.session.run()

            #expect(code == .success)
            #expect(
                sut.errors.lines == [
                    "unknown command 'nxt'; see 'App --help'",
                    "'back' is not available: this is the first screen",
                ]
            )
            #expect(sut.output.lines == ["Characters page 1", "", "Character 2"])
        }
    }

    @Test func helpPrintsTheScriptLanguageAndQuitOrExitEndsTheSession() async throws {
        for word in ["quit", "exit", "  quit  "] {
            await withLeakTracking { tracker in
                let sut = makeSUT(tracker, lines: ["help", "characters", word, "character 2"], help: "SCRIPT LANGUAGE")

                let code = await sut.session.run()

                #expect(code == .success)
                #expect(sut.output.lines == ["SCRIPT LANGUAGE", "Characters page 1"], "after '\(word)'")
                #expect(sut.errors.text.isEmpty)
            }
        }
    }

    @Test func eachScreenAfterTheFirstIsSetApartByABlankLine() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["characters", "expect Characters", "character 2", "episode 3"])

            _ = await sut.session.run()

            #expect(sut.output.lines == ["Characters page 1", "", "Character 2", "", "Episode 3"])
        }
    }

    @Test func aFailedExpectationIsReportedAndMakesTheExitCodeOne() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["characters", "expect Morty", "character 2"])

            let code = await sut.session.run()

            #expect(code == .failure)
            #expect(
                sut.errors.lines == ["Characters page 1", "line 2: expected \"Morty\" on screen \"Characters page 1\""])
            #expect(sut.output.lines.last == "Character 2")
        }
    }

    @Test func anInteractiveSessionGreetsAndPromptsOnStandardError() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["characters"], prompt: "> ")

            _ = await sut.session.run()

            #expect(sut.errors.text == ShellSession.greeting + "\n> > \n")
        }
    }

    private struct SUT {
        let session: ShellSession
        let output: TextBuffer
        let errors: TextBuffer
    }

    private func makeSUT(_ tracker: LeakTracker, lines: [String], prompt: String? = nil, help: String = "") -> SUT {
        let output = TextBuffer()
        let errors = TextBuffer()
        let streams = OutputStreams(standardOutput: output, standardError: errors)
        let factory = FakeScreenFactory()
        let navigator = Navigator(factory: factory)
        let runner = ScriptRunner(
            navigator: navigator, renderer: TextScreenRenderer(), streams: streams, clock: TestClock())
        let session = ShellSession(
            runner: runner, lines: FakeLineSource(lines), streams: streams, vocabulary: .sample, prompt: prompt,
            help: help)
        tracker.track(session)
        tracker.track(runner)
        tracker.track(navigator)
        return SUT(session: session, output: output, errors: errors)
    }
}
