import Console
import HeadlessHostTesting
import SharedPresentation
import TestSupport
import Testing

@testable import HeadlessHost

@MainActor
@Suite("ScriptRunner")
struct ScriptRunnerTests {
    private let list = AppRoute("characters")
    private let rick = AppRoute("character", id: 1)
    private var image: FeatureInvocation {
        FeatureInvocation(command: "image", route: rick, followUp: .action(name: "image", id: 1))
    }

    @Test func showPrintsTheSettledScreen() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)

            let outcome = await sut.runner.execute(.show(list), line: 1)

            #expect(outcome == .completed)
            #expect(sut.factory.madeScreens.first?.messages == [.appear, .settle])
            #expect(sut.output.text == "Characters page 1\n")
        }
    }

    @Test func screenCommandsGoToTheTopScreenWhichThenSettles() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let screen = FakeScreen(title: "Characters")
            screen.stub(.next, showing: ScreenSnapshot(title: "Characters", subtitle: "Page 2", status: .loaded))
            sut.factory.register(screen, for: list)

            let code = await sut.runner.run(lines(.show(list), .perform(.next)))

            #expect(code == .success)
            #expect(screen.messages == [.appear, .settle, .perform(.next), .settle])
            #expect(sut.output.text.contains("» next\nCharacters\nPage 2\n"))
        }
    }

    @Test func openPushesTheRouteTheScreenReturnsAndBackPopsIt() async throws {
        try await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let listScreen = FakeScreen(title: "Characters")
            listScreen.stub(.open(id: 1), leadingTo: rick)
            sut.factory.register(listScreen, for: list)

            _ = await sut.runner.execute(.show(list), line: 1)
            _ = await sut.runner.execute(.perform(.open(id: 1)), line: 2)
            #expect(sut.navigator.routes == [list, rick])
            let detail = try #require(sut.factory.madeScreens.first)
            #expect(detail.messages == [.appear, .settle])

            let outcome = await sut.runner.execute(.back, line: 3)

            #expect(outcome == .completed)
            #expect(sut.navigator.routes == [list])
            #expect(detail.messages == [.appear, .settle, .disappear])
            #expect(sut.output.lines.last == "Characters")
        }
    }

    @Test func aTypedCommandShowsItsScreenOnTopAndBackReturnsToTheOneBefore() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let listScreen = FakeScreen(title: "Characters")
            listScreen.stub(.open(id: 1), leadingTo: rick)
            sut.factory.register(listScreen, for: list)
            let episodes = AppRoute("episodes", options: ["season": "2"])

            let code = await sut.runner.run(lines(.show(list), .perform(.open(id: 1)), .show(episodes), .back))

            #expect(code == .success)
            #expect(sut.navigator.routes == [list, rick])
            #expect(listScreen.messages.last != .disappear)
            #expect(sut.factory.madeScreens.last?.messages.last == .disappear, "episodes went away on back")
            #expect(sut.output.lines.contains("Character 1"))
        }
    }

    @Test func theStackKeepsItsNewestScreensAndTheOldestGoes() async {
        let factory = FakeScreenFactory()
        let sut = Navigator(factory: factory, capacity: 2)

        for id in 1...3 {
            _ = try? sut.push(AppRoute("thing", id: id))
        }

        #expect(sut.routes == [AppRoute("thing", id: 2), AppRoute("thing", id: 3)])
        #expect(factory.madeScreens.first?.messages == [.appear, .disappear])
    }

    @Test func aRefusedCommandFailsTheScriptWithItsLineNumberAndStops() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let screen = FakeScreen(title: "Characters")
            screen.stub(.next, failingWith: .unavailable(command: "next", reason: "this is the last page"))
            sut.factory.register(screen, for: list)

            let code = await sut.runner.run(lines(.show(list), .perform(.next), .perform(.previous)))

            #expect(code == .failure)
            #expect(sut.errors.text == "line 2: 'next' is not available: this is the last page\n")
            #expect(!screen.messages.contains(.perform(.previous)))
        }
    }

    @Test func aWordTheScreenRefusesButACommandFollowsUpSaysWhatToTypeInstead() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, followUpRoutes: ["image": "character"])
            let screen = FakeScreen(title: "Pilot")
            let image = ScreenCommand.action(name: "image", id: 1)
            screen.stub(image, failingWith: .unsupported(command: "image", screen: "an episode's detail"))
            sut.factory.register(screen, for: list)

            let code = await sut.runner.run(lines(.show(list), .perform(image)))

            #expect(code == .failure)
            #expect(
                sut.errors.text
                    == "line 2: 'image' is not available on an episode's detail; type 'character 1', then 'image 1'\n")
        }
    }

    @Test func aCommandWithoutAScreenFailsClearly() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)

            let code = await sut.runner.run(lines(.perform(.next)))

            #expect(code == .failure)
            #expect(sut.errors.text == "line 1: 'next' needs a screen first\n")
        }
    }

    @Test func backOnTheFirstScreenFails() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)

            let code = await sut.runner.run(lines(.show(list), .back))

            #expect(code == .failure)
            #expect(sut.errors.text == "line 2: 'back' is not available: this is the first screen\n")
        }
    }

    @Test func aScreenTheFactoryCannotMakeFailsTheLine() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            sut.factory.fail(for: rick)

            let code = await sut.runner.run(lines(.show(rick)))

            #expect(code == .failure)
            #expect(sut.errors.text == "line 1: could not show 'character 1': the feature is not built\n")
        }
    }

    @Test func passingExpectationsPrintNothingAndTheScriptEndsWithItsSummary() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)

            let code = await sut.runner.run(lines(.show(list), .expect("page 1"), .expectNot("Morty")))

            #expect(code == .success)
            #expect(
                sut.output.lines == ["", "» characters", "Characters page 1", "1 screen, 2 checks passed in 0.0 s"])
            #expect(sut.errors.text.isEmpty)
        }
    }

    @Test func aFailedExpectationPrintsTheScreenAndTheLineNumber() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)

            let code = await sut.runner.run(lines(.show(list), .expect("Morty"), .perform(.next)))

            #expect(code == .failure)
            #expect(
                sut.errors.text == "Characters page 1\nline 2: expected \"Morty\" on screen \"Characters page 1\"\n")
            #expect(sut.factory.madeScreens.first?.messages.contains(.perform(.next)) == false)
        }
    }

    @Test func aFailedNegativeExpectationPrintsTheScreenAndTheLineNumber() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)

            let code = await sut.runner.run(lines(.show(list), .expectNot("Characters")))

            #expect(code == .failure)
            #expect(sut.errors.lines.last == "line 2: expected \"Characters\" not on screen \"Characters page 1\"")
        }
    }

    @Test func expectationsCheckPlainTextEvenWhenPrintingJSON() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker, renderer: JSONScreenRenderer())

            let code = await sut.runner.run(lines(.show(list), .expect("Characters page 1"), .expectNot("\"title\"")))

            #expect(code == .success)
            #expect(sut.output.lines.count == 2, "the screen, then the summary")
            #expect(sut.output.lines.allSatisfy { $0.hasPrefix("{") })
        }
    }

    @Test func waitSleepsOnTheInjectedClock() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let runner = sut.runner
            let waiting = Task { await runner.execute(.wait(.milliseconds(250)), line: 1) }

            await sut.clock.waitForSleepers(1)
            #expect(sut.clock.requestedSleeps == [.milliseconds(250)])
            sut.clock.advance(by: .milliseconds(250))

            #expect(await waiting.value == .completed)
        }
    }

    @Test func userActionsAreReportedButWaitsAndExpectationsAreNot() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let listScreen = FakeScreen(title: "Characters")
            listScreen.stub(.open(id: 1), leadingTo: rick)
            sut.factory.register(listScreen, for: list)
            let script = lines(
                .show(list), .perform(.search("Rick")), .perform(.open(id: 1)), .expect("Character"), .back,
                .wait(.zero))

            _ = await sut.runner.run(script)

            #expect(
                sut.actions.actions == [
                    .init(name: "characters", detail: nil), .init(name: "search", detail: "Rick"),
                    .init(name: "open", detail: "1"), .init(name: "back", detail: nil),
                ]
            )
        }
    }

    @Test func aOneShotCommandFailsWhenItsScreenEndsInAnError() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let failed = ScreenSnapshot(
                title: "Character", status: .failed(message: "Character 999 was not found", canRetry: false))
            sut.factory.register(FakeScreen(snapshot: failed), for: AppRoute("character", id: 999))

            let code = await sut.runner.runCommand(
                FeatureInvocation(command: "character", route: AppRoute("character", id: 999)))

            #expect(code == .failure)
            #expect(sut.errors.text == "Character 999 was not found\n")
            #expect(sut.output.text.contains("Error: Character 999 was not found"))
        }
    }

    @Test func aOneShotCommandFailsWhenTheWorkOfItsCommandFailed() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let screen = FakeScreen(title: "Character 1")
            screen.stub(
                .action(name: "image", id: 1), reportingFailure: "The image of character 1 could not be loaded: offline"
            )
            sut.factory.register(screen, for: rick)

            let code = await sut.runner.runCommand(image)

            #expect(code == .failure)
            #expect(sut.errors.text == "The image of character 1 could not be loaded: offline\n")
            #expect(sut.output.lines == ["Character 1"], "the screen is still printed, once")
        }
    }

    @Test func aScriptGoesOnAfterACommandWhoseWorkFailed() async throws {
        try await withLeakTracking { tracker in
            let sut = makeSUT(tracker)
            let screen = FakeScreen(title: "Character 1")
            screen.stub(
                .action(name: "image", id: 1), reportingFailure: "The image of character 1 could not be loaded: offline"
            )
            sut.factory.register(screen, for: rick)

            let code = await sut.runner.run(
                try ScriptParser(vocabulary: .sample).parse("character 1\nimage 1\nexpect Character 1\n"))

            #expect(code == .success, "a script shows the failure on the screen and checks it with expect")
            #expect(sut.errors.text.isEmpty)
        }
    }

    @Test func aOneShotCommandPrintsItsScreenWithoutHeadings() async throws {
        await withLeakTracking { tracker in
            let sut = makeSUT(tracker)

            let code = await sut.runner.runCommand(image)

            #expect(code == .success)
            #expect(sut.output.lines == ["Character 1"], "the screen is printed once, after the follow-up")
            #expect(
                sut.factory.madeScreens.first?.messages == [.appear, .perform(.action(name: "image", id: 1)), .settle],
                "the follow-up starts as the screen opens, so its work is not done twice")
        }
    }

    private struct SUT {
        let runner: ScriptRunner
        let navigator: Navigator
        let factory: FakeScreenFactory
        let output: TextBuffer
        let errors: TextBuffer
        let clock: TestClock
        let actions: UserActionLog
    }

    private func makeSUT(
        _ tracker: LeakTracker,
        renderer: any ScreenRenderer = TextScreenRenderer(usesColor: false), followUpRoutes: [String: String] = [:]
    ) -> SUT {
        let factory = FakeScreenFactory()
        let navigator = Navigator(factory: factory)
        let output = TextBuffer()
        let errors = TextBuffer()
        let clock = TestClock()
        let actions = UserActionLog()
        let runner = ScriptRunner(
            navigator: navigator,
            renderer: renderer,
            streams: OutputStreams(standardOutput: output, standardError: errors),
            clock: clock,
            followUpRoutes: followUpRoutes,
            onUserAction: actions.handler
        )
        tracker.track(runner)
        tracker.track(navigator)
        tracker.track(factory)
        return SUT(
            runner: runner, navigator: navigator, factory: factory, output: output, errors: errors, clock: clock,
            actions: actions)
    }

    private func lines(_ steps: ScriptStep...) -> [ScriptLine] {
        steps.enumerated().map { ScriptLine(number: $0.offset + 1, step: $0.element) }
    }
}
