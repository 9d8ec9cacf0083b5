/// The App's entry point: parses the arguments, answers `--help` and `--version`, and hands every other
/// command to the composition root's handler, turning the outcome into an exit code.
@MainActor
public struct AppCommandLine {
    /// Runs a parsed invocation (the composition root provides it) and says how the process should end.
    public typealias CommandHandler = @MainActor (Invocation) async -> ExitCode

    private let streams: OutputStreams
    private let helpText: HelpText
    private let handler: CommandHandler?

    /// Creates the entry point; without a handler only `--help` and `--version` work (and no arguments
    /// prints the help), until the composition root exists.
    public init(streams: OutputStreams = .process, helpText: HelpText? = nil, handler: CommandHandler? = nil) {
        self.streams = streams
        self.helpText = helpText ?? HelpText(demoNames: (try? DemoCatalog.bundled.names()) ?? [])
        self.handler = handler
    }

    /// Runs the App for `arguments` (without the program name); bad input prints one line and gives 2.
    public func run(arguments: [String]) async -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser().parse(arguments)
        } catch {
            streams.standardError.writeLine(error.message)
            return .usage
        }
        switch invocation.command {
        case .help:
            streams.standardOutput.writeLine(helpText.text)
            return .success
        case .version:
            streams.standardOutput.writeLine(AppVersion.line)
            return .success
        default:
            if let handler {
                return await handler(invocation)
            }
            return runWithoutComposition(invocation.command)
        }
    }

    private func runWithoutComposition(_ command: Command) -> ExitCode {
        if command == .tour {
            streams.standardOutput.writeLine(helpText.text)
            return .success
        }
        streams.standardError.writeLine("this command needs the App's composition root, which this build lacks")
        return .failure
    }
}
