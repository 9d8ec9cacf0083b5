import Console
import HeadlessHost

/// The App's composition root: parses the arguments into an `Invocation` and runs its command.
///
/// Each command starts only what it needs; bad input prints one failure and gives 2, never reaching a command.
@MainActor
public final class AppComposition {
    let infrastructure: AppInfrastructure

    /// Creates the root on `infrastructure` (the live one in the App, partly fake in tests).
    public init(infrastructure: AppInfrastructure) {
        self.infrastructure = infrastructure
    }

    // Built only for `--help`, as listing the demos reads the resource bundle.
    var helpText: HelpText {
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
                command: Self.retypeable(arguments, globalOptions: infrastructure.catalog.globalOptions))
            return .usage
        }
        return await run(invocation)
    }

    /// `arguments` without the global options (and their values, paths among them): the command as retyped.
    static func retypeable(_ arguments: [String], globalOptions: CommandSyntax) -> String {
        var words: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard let option = OptionToken(word), globalOptions.accepts(option.name) else {
                words.append(word)
                continue
            }
            if globalOptions.valueOptions.contains(option.name), option.inlineValue == nil {
                index += 1
            }
        }
        return words.joined(separator: " ")
    }

    /// Runs `invocation` with its command and says how the process should end.
    public func run(_ invocation: Invocation) async -> ExitCode {
        let printer = infrastructure.printer(for: invocation.options)
        switch invocation.command {
        case .serve(let serve):
            return await self.serve(serve, options: invocation.options, printer: printer)
        case .web(let web):
            return await self.web(web, invocation: invocation, printer: printer)
        case .crawl(let crawl):
            return await self.crawl(crawl, invocation: invocation, printer: printer)
        case .cache(let action):
            let storage = CacheStorage(
                options: invocation.options, environment: infrastructure.environment,
                homeDirectory: infrastructure.homeDirectory)
            return CacheCommandRunner(memory: storage.memory, disk: storage.disk, printer: printer).run(action)
        case .help:
            printer.write(.report(.help(helpText.text)), command: "--help")
            return .success
        case .commandHelp(let name):
            let usage = helpText.usage(of: name)?.text(program: infrastructure.program) ?? ""
            printer.write(.report(.help(usage)), command: "help \(name)")
            return .success
        case .version:
            printer.write(.report(.version(HelpText.version, of: infrastructure.program)), command: "--version")
            return .success
        case .tour, .browse, .act, .demo, .shell:
            return await browse(invocation, printer: printer)
        }
    }
}
