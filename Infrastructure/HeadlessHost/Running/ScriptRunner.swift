import Console
import Foundation
import SharedPresentation

/// Runs script steps against a `Navigator`, printing the screen on top after every step that changes it.
///
/// `expect` checks the plain text (no colour, never JSON), so a script means the same in every mode.
@MainActor
public final class ScriptRunner {
    let navigator: Navigator
    let printer: OutputPrinter
    private let clock: any Clock<Duration>
    let onUserAction: UserActionHandler
    private let screenCommands: [String]
    private let followUpRoutes: [String: String]
    private let actions: (any ActionRouter)?
    private let plainRenderer = TextScreenRenderer(usesColor: false)
    private var screensPrinted = 0
    private var checksPassed = 0

    var separatesScreens = false

    /// Creates a runner; `screenCommands` and `followUpRoutes` (`image` → `character`) are suggested on refusals.
    public init(
        navigator: Navigator,
        renderer: any ScreenRenderer,
        streams: OutputStreams,
        clock: any Clock<Duration>,
        screenCommands: [String] = [],
        followUpRoutes: [String: String] = [:],
        actions: (any ActionRouter)? = nil,
        onUserAction: @escaping UserActionHandler = { _, _ in }
    ) {
        self.actions = actions
        self.screenCommands = screenCommands
        self.followUpRoutes = followUpRoutes
        self.navigator = navigator
        printer = OutputPrinter(renderer: renderer, streams: streams)
        self.clock = clock
        self.onUserAction = onUserAction
    }

    /// Runs a script, each screen under a heading, ending with its summary; the first failure ends the run (1).
    public func run(_ lines: [ScriptLine], name: String? = nil) async -> ExitCode {
        let elapsed = Stopwatch(clock: clock).start()
        let (screensBefore, checksBefore) = (screensPrinted, checksPassed)
        for line in lines {
            if line.step.printsScreen {
                printer.write(.heading(line.step.scriptText))
            }
            switch await execute(line.step, line: line.number) {
            case .completed:
                continue
            case .failed(let message, let kind, let source):
                let report = ErrorReport(
                    kind: kind, message: "line \(line.number): \(message)", line: line.number, source: source)
                self.report(report, command: line.step.scriptText)
                return .failure
            case .expectationFailed(let message, let screen):
                printer.write(.notice(screen))
                report(
                    ErrorReport(kind: ErrorReport.Kind.expectation, message: message, line: line.number), command: name)
                return .failure
            }
        }
        let summary = ScriptSummary(
            screens: screensPrinted - screensBefore, checks: checksPassed - checksBefore,
            milliseconds: Stopwatch.milliseconds(elapsed()))
        printer.write(.summary(summary), command: name)
        return .success
    }

    func report(_ error: ErrorReport, command: String?) {
        printer.write(.error(error), command: command)
    }

    /// Runs one step written on `line`, printing the screen it leaves on top; failures are returned, not printed.
    public func execute(_ step: ScriptStep, line: Int) async -> ScriptStepOutcome {
        let outcome: ScriptStepOutcome
        switch step {
        case .show(let route): outcome = await show(route)
        case .act(let request):
            // An action prints its result; the screen on top follows the change (a favourites list), and is printed
            // again only when it shows something else.
            let before = navigator.top?.snapshot
            switch await act(request) {
            case .success(let result):
                printer.write(.report(.action(result)), command: step.scriptText)
                onUserAction(step.verb, step.argument)
                await navigator.top?.settle()
                if let after = navigator.top?.snapshot, after != before {
                    printTopScreen(RenderContext(command: step.scriptText))
                }
                return .completed
            case .failure(let failure):
                return .failed(message: failure.message, kind: ErrorReport.Kind.actionFailed, source: failure.source)
            }
        case .perform(let command): outcome = await perform(command, verb: step.verb)
        case .back: outcome = await back()
        case .wait(let duration):
            try? await clock.sleep(for: duration)
            outcome = .completed
        case .expect(let text): return expect(text, present: true, line: line)
        case .expectNot(let text): return expect(text, present: false, line: line)
        }
        if outcome == .completed {
            if step.isUserAction {
                onUserAction(step.verb, step.argument)
            }
            printTopScreen(RenderContext(command: step.scriptText))
        }
        return outcome
    }

    func show(_ route: AppRoute, then followUp: ScreenCommand? = nil, showingEveryRow: Bool = false) async
        -> ScriptStepOutcome
    {
        var route = route
        if showingEveryRow {
            // A detail's long sections then load every row at once; other screens ignore the flag.
            route.flags.insert(FeatureRoutes.everyRowFlag)
        }
        let screen: any Screen
        do {
            screen = try navigator.push(route)
        } catch {
            let text = ScriptStep.show(route).scriptText
            return .failed(message: "could not show '\(text)': \(describe(error))", kind: ErrorReport.Kind.noScreen)
        }
        if let followUp {
            do {
                _ = try screen.perform(followUp)
            } catch {
                return .failed(message: error.message)
            }
        }
        await screen.settle()
        return .completed
    }

    private func perform(_ command: ScreenCommand, verb: String) async -> ScriptStepOutcome {
        guard let screen = navigator.top else {
            return .failed(message: "'\(verb)' needs a screen first\(startHint)")
        }
        let route: AppRoute?
        do {
            route = try screen.perform(command)
        } catch {
            if case .unsupported = error, case .action(let word, let id) = command, let shows = followUpRoutes[word] {
                return .failed(message: "\(error.message); type '\(shows) \(id)', then '\(word) \(id)'")
            }
            return .failed(message: error.message)
        }
        await screen.settle()
        guard let route else { return .completed }
        do {
            try await navigator.push(route).settle()
            return .completed
        } catch {
            let text = ScriptStep.show(route).scriptText
            return .failed(message: "could not open '\(text)': \(describe(error))", kind: ErrorReport.Kind.noScreen)
        }
    }

    func act(_ request: ActionRequest) async -> Result<ActionResult, ActionFailure> {
        guard let actions else {
            return .failure(ActionFailure("'\(request.name)' is an action no feature of this App carries out"))
        }
        do {
            return .success(try await actions.perform(request))
        } catch {
            return .failure(error)
        }
    }

    private var startHint: String {
        let names = screenCommands.map { "'\($0)'" }
        guard let last = names.last else { return "" }
        let choices = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
        return "; start with \(choices)"
    }

    private func back() async -> ScriptStepOutcome {
        guard navigator.back() else {
            let error = ScreenCommandError.unavailable(command: "back", reason: "this is the first screen")
            return .failed(message: error.message)
        }
        await navigator.top?.settle()
        return .completed
    }

    private func expect(_ text: String, present: Bool, line: Int) -> ScriptStepOutcome {
        let snapshot = navigator.top?.snapshot
        let screen = snapshot.map(plainRenderer.render) ?? "(no screen)"
        guard screen.contains(text) != present else {
            checksPassed += 1
            return .completed
        }
        let title = snapshot.map { "screen \"\($0.title)\"" } ?? "no screen"
        let message = "line \(line): expected \"\(text)\" \(present ? "on" : "not on") \(title)"
        return .expectationFailed(message: message, screen: screen)
    }

    private var hasPrintedScreen = false

    func printTopScreen(_ context: RenderContext) {
        guard let snapshot = navigator.top?.snapshot else { return }
        if separatesScreens, hasPrintedScreen {
            printer.write(.separator)
        }
        hasPrintedScreen = true
        screensPrinted += 1
        printer.write(.screen(snapshot), in: context)
    }

    private func describe(_ error: any Error) -> String {
        (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
}
