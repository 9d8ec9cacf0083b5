import Console
import SharedPresentation

/// Runs what browses screens from a `ScreenFactory`: a demo script, the shell, or one feature command or action.
@MainActor
public final class BrowseSession {
    private let navigator: Navigator
    private let runner: ScriptRunner
    private let streams: OutputStreams
    private let demos: DemoCatalog
    private let vocabulary: ScriptVocabulary
    private let lineSource: any LineSource
    private let shellPrompt: String?

    /// Creates a session over `factory` and `actions`; `shellPrompt` (such as "> ") is for a terminal only.
    public init(
        factory: any ScreenFactory,
        actions: (any ActionRouter)? = nil,
        renderer: any ScreenRenderer,
        streams: OutputStreams,
        clock: any Clock<Duration>,
        vocabulary: ScriptVocabulary,
        demos: DemoCatalog,
        lineSource: any LineSource,
        shellPrompt: String? = nil,
        onUserAction: @escaping UserActionHandler = { _, _ in }
    ) {
        navigator = Navigator(factory: factory)
        runner = ScriptRunner(
            navigator: navigator, renderer: renderer, streams: streams, clock: clock,
            screenCommands: vocabulary.commands.values.filter { !$0.takesID && $0.followedBy == nil }.map(\.name)
                .sorted(),
            followUpRoutes: vocabulary.commands.values.reduce(into: [:]) { routes, command in
                if let word = command.followedBy { routes[word] = command.route }
            },
            actions: actions,
            onUserAction: onUserAction)
        self.streams = streams
        self.demos = demos
        self.vocabulary = vocabulary
        self.lineSource = lineSource
        self.shellPrompt = shellPrompt
    }

    /// Runs the demo `nameOrPath` (or that script file): 0, 1 on a failed line, 2 when it cannot be read or parsed.
    public func runDemo(_ nameOrPath: String) async -> ExitCode {
        defer { navigator.closeAll() }
        let lines: [ScriptLine]
        do {
            let script = try demos.load(nameOrPath)
            do {
                lines = try ScriptParser(vocabulary: vocabulary).parse(script.text)
            } catch {
                let report = ErrorReport(
                    kind: ErrorReport.Kind.usage, message: "\(script.name): \(error.message)", line: error.line)
                runner.report(report, command: "demo \(nameOrPath)")
                return .usage
            }
        } catch {
            runner.report(
                ErrorReport(kind: ErrorReport.Kind.usage, message: error.message), command: "demo \(nameOrPath)")
            return .usage
        }
        return await runner.run(lines, name: "demo \(nameOrPath)")
    }

    /// Runs the interactive shell until its input ends (or `quit`).
    public func runShell() async -> ExitCode {
        defer { navigator.closeAll() }
        let session = ShellSession(
            runner: runner, lines: lineSource, streams: streams, vocabulary: vocabulary, prompt: shellPrompt)
        return await session.run()
    }

    /// Runs one feature action (`favorite 3`): prints its result; 1 when it fails.
    public func runAction(_ request: ActionRequest) async -> ExitCode {
        await runner.runAction(request)
    }

    /// Runs one feature command: shows its route, then its follow-up; 1 when either fails (see `runCommand`).
    public func run(_ invocation: FeatureInvocation, repeatsErrors: Bool = true, showsEveryRow: Bool = false) async
        -> ExitCode
    {
        defer { navigator.closeAll() }
        return await runner.runCommand(invocation, repeatsErrors: repeatsErrors, showsEveryRow: showsEveryRow)
    }
}
