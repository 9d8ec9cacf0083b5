import HeadlessHost

/// Turns the App's arguments into a typed `Invocation`, or a `UsageError` naming the word that is wrong.
public struct CommandLineParser: Sendable {
    private let catalog: FeatureCatalog

    /// Creates a parser for the commands of `catalog` and the App's own.
    public init(catalog: FeatureCatalog) {
        self.catalog = catalog
    }

    /// Parses `arguments` (without the program name).
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        // They win even over words that would not parse; `--json` still picks how they print.
        let printing = GlobalOptions(printsJSON: arguments.contains("--json"))
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return Invocation(options: printing, command: .help)
        }
        if arguments.contains("--version") {
            return Invocation(options: printing, command: .version)
        }
        let vocabulary = catalog.vocabulary
        var globals = ParsedArguments()
        var commandArguments = ParsedArguments()
        var syntax: CommandSyntax?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if let option = OptionToken(word) {
                if catalog.globalOptions.accepts(option.name) {
                    try catalog.globalOptions.record(
                        option, from: arguments, at: &index, into: &globals, isKnown: vocabulary.isKnown)
                } else if let syntax {
                    try syntax.record(
                        option, from: arguments, at: &index, into: &commandArguments, isKnown: vocabulary.isKnown)
                } else if vocabulary.isKnown(option.name) {
                    throw .optionNeedsCommand(option.name)
                } else {
                    throw .unknownOption(option.name)
                }
            } else if syntax == nil {
                guard let named = commandSyntax(named: word) else { throw .unknownCommand(word) }
                syntax = named
            } else {
                commandArguments.record(positional: word)
            }
        }
        let options = try GlobalOptions(parsing: globals, featureOptions: catalog.featureOptions)
        let command = try syntax.map { syntax throws(UsageError) in try build(syntax.name, commandArguments) } ?? .tour
        if case .serve = command, options.apiBaseURL != nil {
            // `serve` is the server: there is no other API for it to talk to.
            throw .optionNotApplicable(option: "--api", command: "serve")
        }
        return Invocation(options: options, command: command)
    }

    private func commandSyntax(named name: String) -> CommandSyntax? {
        let vocabulary = catalog.vocabulary
        return vocabulary.commands[name]?.syntax ?? vocabulary.actions[name]?.syntax
            ?? AppCommandSyntax.all.first { $0.name == name }?.syntax
    }

    private func build(_ name: String, _ arguments: ParsedArguments) throws(UsageError) -> Command {
        if let command = catalog.vocabulary.commands[name] {
            return .browse(try command.invocation(from: arguments))
        }
        if let action = catalog.vocabulary.actions[name] {
            return .act(try action.request(from: arguments))
        }
        guard let app = AppCommandSyntax.all.first(where: { $0.name == name }) else { throw .unknownCommand(name) }
        return try app.build(arguments)
    }
}
