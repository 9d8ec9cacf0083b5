import Console
import HeadlessHost

/// The App's composition root: parses the arguments into an `Invocation` and dispatches it to its command, which
/// starts the services it needs and runs.
///
/// The flow goes one way: the command line (`CommandLineParser`) parses, the root picks the command, the command
/// asks for what it needs (`AppServices` for browsing and crawling, the cache alone for `cache`, the replica alone
/// for `serve`) and prints through the run's `OutputPrinter`. Bad input prints one failure and gives 2; it never
/// reaches a command.
@MainActor
public final class AppComposition {
    private let infrastructure: AppInfrastructure

    /// Creates the root on `infrastructure` (the live one in the App, partly fake in tests).
    public init(infrastructure: AppInfrastructure) {
        self.infrastructure = infrastructure
    }

    /// The complete `--help` text, with the replica's fault syntax and the bundled demos (built only for `--help`:
    /// listing the demos reads the resource bundle).
    public var helpText: HelpText {
        HelpText(
            manifests: infrastructure.catalog.manifests, demoNames: (try? infrastructure.demos.names()) ?? [],
            program: infrastructure.program, hasFixtures: infrastructure.catalog.fixtures != nil)
    }

    /// Runs the App for `arguments` (without the program name) and says how the process should end.
    public func run(arguments: [String]) async -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser(catalog: infrastructure.catalog).parse(arguments)
        } catch {
            // The arguments did not parse, but `--json` may have been asked for: the failure is a JSON line then.
            let printer = infrastructure.printer(for: GlobalOptions(printsJSON: arguments.contains("--json")))
            let message = error.message(hint: UsageError.hint(program: infrastructure.program))
            printer.write(
                .error(ErrorReport(kind: ErrorReport.Kind.usage, message: message)),
                command: arguments.joined(separator: " "))
            return .usage
        }
        return await run(invocation)
    }

    /// Runs `invocation` with its command and says how the process should end.
    public func run(_ invocation: Invocation) async -> ExitCode {
        let printer = infrastructure.printer(for: invocation.options)
        switch invocation.command {
        case .serve(let serve):
            return await ServeCommand(infrastructure: infrastructure, printer: printer)
                .run(serve, options: invocation.options)
        case .crawl(let crawl):
            return await CrawlCommand(infrastructure: infrastructure, printer: printer).run(
                crawl, invocation: invocation)
        case .cache(let action):
            return CacheCommand(infrastructure: infrastructure, printer: printer).run(
                action, options: invocation.options)
        case .help:
            printer.write(.help(helpText.text), command: "--help")
            return .success
        case .version:
            printer.write(.version(AppVersion.number, program: infrastructure.program), command: "--version")
            return .success
        case .tour, .browse, .act, .demo, .shell:
            return await BrowseCommand(infrastructure: infrastructure, printer: printer).run(invocation)
        }
    }
}
