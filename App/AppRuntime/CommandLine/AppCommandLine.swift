import Console
import HeadlessHost

/// The App's entry point: parses the arguments and hands the invocation to the composition root's handler, turning
/// the outcome into an exit code; bad input never reaches the handler.
@MainActor
public struct AppCommandLine {
    /// Runs a parsed invocation (the composition root provides it) and says how the process should end.
    public typealias CommandHandler = @MainActor (Invocation) async -> ExitCode

    private let streams: OutputStreams
    private let parser: CommandLineParser
    private let handler: CommandHandler
    private let program: String

    /// Creates the entry point of `program` for the commands of `catalog` over `handler`.
    public init(
        streams: OutputStreams = .process, catalog: FeatureCatalog, program: String = "App",
        handler: @escaping CommandHandler
    ) {
        self.streams = streams
        self.program = program
        parser = CommandLineParser(catalog: catalog)
        self.handler = handler
    }

    /// Runs the App for `arguments` (without the program name); bad input prints one line and gives 2.
    public func run(arguments: [String]) async -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try parser.parse(arguments)
        } catch {
            let message = error.message(hint: UsageError.hint(program: program))
            streams.standardError.writeLine(message)
            if arguments.contains("--json") {
                // The arguments did not parse, but `--json` was asked for: the error is a JSON line on stdout too.
                let report = ErrorReport(kind: ErrorReport.Kind.usage, message: message)
                let context = RenderContext(command: arguments.joined(separator: " "))
                streams.standardOutput.writeLine(JSONScreenRenderer().render(report, in: context) ?? message)
            }
            return .usage
        }
        return await handler(invocation)
    }
}
