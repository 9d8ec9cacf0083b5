import SharedPresentation

/// Runs the commands that browse screens (the tour, `demo`, `shell` and the one-shot `characters`,
/// `character`, `episodes`, `episode`, `image`) against screens from a `ScreenFactory`.
@MainActor
public final class BrowseSession {
    private let navigator: Navigator
    private let runner: ScriptRunner
    private let streams: OutputStreams
    private let demos: DemoCatalog
    private let lineSource: any LineSource
    private let shellPrompt: String?

    /// Creates a session; `shellPrompt` (such as "> ") is for a terminal only, and `onUserAction` hears each
    /// action a user performed, for tracking.
    public init(
        factory: any ScreenFactory,
        renderer: any ScreenRenderer,
        streams: OutputStreams,
        clock: any Clock<Duration>,
        demos: DemoCatalog = .bundled,
        lineSource: any LineSource,
        shellPrompt: String? = nil,
        onUserAction: @escaping UserActionHandler = { _, _ in }
    ) {
        navigator = Navigator(factory: factory)
        runner = ScriptRunner(
            navigator: navigator, renderer: renderer, streams: streams, clock: clock, onUserAction: onUserAction)
        self.streams = streams
        self.demos = demos
        self.lineSource = lineSource
        self.shellPrompt = shellPrompt
    }

    /// Runs `command` when it browses screens and returns its exit code; nil for commands it does not run
    /// (`serve`, `crawl`, `cache`, `--help`, `--version`).
    public func run(_ command: Command) async -> ExitCode? {
        defer { navigator.closeAll() }
        switch command {
        case .tour:
            return await runDemo("tour")
        case .demo(let nameOrPath):
            return await runDemo(nameOrPath)
        case .shell:
            let session = ShellSession(runner: runner, lines: lineSource, streams: streams, prompt: shellPrompt)
            return await session.run()
        default:
            guard let steps = command.browsingSteps else { return nil }
            return await runner.runCommand(steps)
        }
    }

    private func runDemo(_ nameOrPath: String) async -> ExitCode {
        let lines: [ScriptLine]
        do {
            let script = try demos.load(nameOrPath)
            do {
                lines = try ScriptParser().parse(script.text)
            } catch {
                streams.standardError.writeLine("\(script.name): \(error.message)")
                return .usage
            }
        } catch {
            streams.standardError.writeLine(error.message)
            return .usage
        }
        return await runner.run(lines)
    }
}
