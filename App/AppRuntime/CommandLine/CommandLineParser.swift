/// Turns the App's arguments into a typed `Invocation`, or a `UsageError` naming the word that is wrong.
///
/// Global options may come before or after the command; `--help` and `--version` win wherever they appear.
public struct CommandLineParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// Parses `arguments` (without the program name).
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return Invocation(command: .help)
        }
        if arguments.contains("--version") {
            return Invocation(command: .version)
        }
        var globals = ParsedArguments()
        var commandArguments = ParsedArguments()
        var syntax: CommandSyntax?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if let option = OptionToken(word) {
                if GlobalOptions.syntax.accepts(option.name) {
                    try GlobalOptions.syntax.record(option, from: arguments, at: &index, into: &globals)
                } else if let syntax {
                    try syntax.record(option, from: arguments, at: &index, into: &commandArguments)
                } else if CommandSyntax.isKnown(option.name) {
                    throw .optionNeedsCommand(option.name)
                } else {
                    throw .unknownOption(option.name)
                }
            } else if syntax == nil {
                guard let named = CommandSyntax.named(word) else { throw .unknownCommand(word) }
                syntax = named
            } else {
                commandArguments.record(positional: word)
            }
        }
        let options = try GlobalOptions(parsing: globals)
        let command = try syntax?.build(commandArguments) ?? .tour
        if case .serve = command, options.apiBaseURL != nil {
            // `serve` is the server: there is no other API for it to talk to.
            throw .optionNotApplicable(option: "--api", command: "serve")
        }
        return Invocation(options: options, command: command)
    }
}
