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
        if let topic = try helpTopic(arguments) {
            return Invocation(options: printing, command: topic)
        }
        if arguments.contains("--version") {
            return Invocation(options: printing, command: .version)
        }
        let vocabulary = catalog.vocabulary
        var globals = ParsedArguments()
        var commandArguments = ParsedArguments()
        var named: AppCommandSyntax?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if let option = OptionToken(word) {
                if catalog.globalOptions.accepts(option.name) {
                    try catalog.globalOptions.record(
                        option, from: arguments, at: &index, into: &globals, isKnown: vocabulary.isKnown)
                } else if let syntax = named?.syntax {
                    do {
                        try syntax.record(
                            option, from: arguments, at: &index, into: &commandArguments, isKnown: vocabulary.isKnown)
                    } catch .unknownOption(let name, _) {
                        let options = syntax.options.union(catalog.globalOptions.options)
                        throw .unknownOption(name, didYouMean: Suggestion.closest(to: name, among: options))
                    }
                } else if vocabulary.isKnown(option.name) {
                    throw .optionNeedsCommand(option.name)
                } else {
                    throw .unknownOption(
                        option.name,
                        didYouMean: Suggestion.closest(to: option.name, among: catalog.globalOptions.options))
                }
            } else if named == nil {
                guard let found = command(named: word) else {
                    throw .unknownCommand(word, didYouMean: Suggestion.closest(to: word, among: commandNames))
                }
                named = found
            } else {
                commandArguments.record(positional: word)
            }
        }
        let options = try GlobalOptions(parsing: globals, featureOptions: catalog.featureOptions)
        // A server of the user's may know values beyond an open filter's documented ones.
        let acceptsOpenValues = options.apiBaseURL != nil
        var command = Command.tour
        if let named {
            let syntax = self.command(named: named.syntax.name, acceptsOpenValues: acceptsOpenValues) ?? named
            command = try syntax.build(commandArguments)
        }
        if case .serve = command, options.apiBaseURL != nil {
            // `serve` is the server: there is no other API for it to talk to.
            throw .optionNotApplicable(option: "--api", command: "serve")
        }
        return Invocation(options: options, command: command)
    }

    /// `help CMD` and `CMD --help` ask for one command's usage, `--help` alone (or with no command) for all of it.
    private func helpTopic(_ arguments: [String]) throws(UsageError) -> Command? {
        let words = arguments.filter { OptionToken($0) == nil }
        if arguments.first == "help" {
            guard let topic = words.dropFirst().first else { return .help }
            guard commandNames.contains(topic) else {
                throw .unknownCommand(topic, didYouMean: Suggestion.closest(to: topic, among: commandNames))
            }
            return .commandHelp(topic)
        }
        guard arguments.contains(where: { $0 == "--help" || $0 == "-h" }) else { return nil }
        guard let first = words.first(where: commandNames.contains) else { return .help }
        return .commandHelp(first)
    }

    /// Every command's name: the features' commands and actions, and the App's own.
    private var commandNames: [String] {
        Array(catalog.vocabulary.commands.keys) + Array(catalog.vocabulary.actions.keys)
            + AppCommandSyntax.all.map(\.syntax.name)
    }

    /// The command named `name`: a feature's command or action, or one of the App's own.
    private func command(named name: String, acceptsOpenValues: Bool = false) -> AppCommandSyntax? {
        if let command = catalog.vocabulary.commands[name] {
            return AppCommandSyntax(syntax: command.syntax) { arguments throws(UsageError) in
                .browse(try command.invocation(from: arguments, acceptsOpenValues: acceptsOpenValues))
            }
        }
        if let action = catalog.vocabulary.actions[name] {
            return AppCommandSyntax(syntax: action.syntax) { arguments throws(UsageError) in
                .act(try action.request(from: arguments))
            }
        }
        return AppCommandSyntax.all.first { $0.syntax.name == name }
    }
}
