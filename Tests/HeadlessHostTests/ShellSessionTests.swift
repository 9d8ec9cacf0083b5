import Console
import Foundation
import HeadlessHost
import HeadlessHostTesting
import LineEditing
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
                    "unknown command 'nxt' (did you mean 'next'?); type 'help' for the words",
                    "'back' is not available: this is the first screen",
                ]
            )
            #expect(sut.output.lines == ["Characters page 1", "", "Character 2"])
        }
    }

    @Test func quitOrExitEndsTheSession() async throws {
        for word in ["quit", "exit", "  quit  "] {
            await withLeakTracking { tracker in
                let sut = makeSUT(tracker, lines: ["characters", word, "character 2"])

                let code = await sut.session.run()

                #expect(code == .success)
                #expect(sut.output.lines == ["Characters page 1"], "after '\(word)'")
                #expect(sut.errors.text.isEmpty)
            }
        }
    }

    @Test func helpListsTheFeatureCommandsWithTheirArgumentsAndTheScriptWords() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["help"])

            _ = await sut.session.run()

            let text = sut.output.text
            for synopsis in [
                "characters [--page N] [--name X]", "character ID", "episodes [--page N] [--season N]",
                "episode ID", "next, prev", "page N", "open ID", "filter KEY=VALUE", "image ID", "help [WORD]", "quit",
            ] {
                #expect(text.contains("  \(synopsis)"), "help lists \(synopsis)")
            }
            #expect(
                !text.contains(ScriptHelp.row("image ID", "an image")),
                "a one-shot command a script cannot use is left out")
            #expect(sut.errors.text.isEmpty)
        }
    }

    @Test func helpWithAWordExplainsThatWordAlone() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["help episode", "help open"])

            _ = await sut.session.run()

            #expect(Array(sut.output.lines.prefix(5)) == ["usage: episode ID", "", "one", "", "example: episode 1"])
            #expect(sut.output.lines.filter { $0.hasPrefix("  open ") }.count == 2, "open ID and open WORD")
        }
    }

    @Test func helpWithAnUnknownWordSaysSoAndPointsToHelp() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["help teleport"])

            _ = await sut.session.run()

            #expect(sut.errors.lines == ["no word 'teleport' in the script language; type 'help' for the words"])
            #expect(sut.output.text.isEmpty)
        }
    }

    @Test func pageGoesToThatPageOfTheList() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["characters", "page 3"])

            _ = await sut.session.run()

            #expect(sut.factory.madeScreens.first?.messages.contains(.perform(.page(3))) == true)
            #expect(sut.errors.text.isEmpty)
        }
    }

    @Test func withJSONEveryLineOnStandardOutputIsJSONAndFailuresAreErrorObjects() async throws {
        try await withLeakTracking { tracker in
            let sut = makeSUT(
                tracker, lines: ["characters", "nxt", "back", "help", "help nothing"], renderer: JSONScreenRenderer())

            _ = await sut.session.run()

            let objects = try sut.output.lines.map { line in
                try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            }
            let kinds = objects.compactMap { ($0["error"] as? [String: Any])?["kind"] as? String }
            #expect(kinds == ["usage", "refused", "usage"])
            #expect(objects.count == 5)
            #expect(objects.allSatisfy { $0["schema"] as? Int == OutputSchema.version })
            #expect(objects[3]["help"] is String)
            #expect(sut.errors.lines.count == 3, "the sentences go to stderr as well")
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

    @Test func aLineEditorDrawsThePromptItselfAndGetsTheShellsCompletions() async throws {
        await withLeakTracking { tracker in
            var completion = LineCompletion.none
            let lines = EditingLineSourceSpy([
                { _ in "characters" },
                { assistant in
                    completion = assistant.completion(of: "open 1 cha", cursor: 3)
                    return nil
                },
            ])
            let sut = makeSUT(tracker, source: lines, prompt: "> ")

            let code = await sut.session.run()

            #expect(code == .success)
            #expect(lines.prompts == ["> ", "> "])
            #expect(sut.errors.text == ShellSession.greeting + "\n\n", "no prompt: the editor draws it")
            #expect(completion.replacement(for: "ope") == "open ")
        }
    }

    @Test func aSearchLineReadFromAPipeAppliesAtOnce() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, lines: ["characters", "search rick"])

            _ = await sut.session.run()

            #expect(sut.factory.madeScreens.first?.messages.contains(.perform(.search("rick", typing: false))) == true)
        }
    }

    private struct SUT {
        let session: ShellSession
        let output: TextBuffer
        let errors: TextBuffer
        let factory: FakeScreenFactory
    }

    private func makeSUT(
        _ tracker: LeakTracker, lines: [String] = [], source: (any LineSource)? = nil, prompt: String? = nil,
        renderer: any ScreenRenderer = TextScreenRenderer()
    ) -> SUT {
        let output = TextBuffer()
        let errors = TextBuffer()
        let streams = OutputStreams(standardOutput: output, standardError: errors)
        let factory = FakeScreenFactory()
        let navigator = Navigator(factory: factory)
        let runner = ScriptRunner(
            navigator: navigator, renderer: renderer, streams: streams, clock: TestClock())
        let session = ShellSession(
            runner: runner, lines: source ?? FakeLineSource(lines), streams: streams, vocabulary: .sample,
            prompt: prompt)
        tracker.track(session)
        tracker.track(runner)
        tracker.track(navigator)
        return SUT(session: session, output: output, errors: errors, factory: factory)
    }
}
