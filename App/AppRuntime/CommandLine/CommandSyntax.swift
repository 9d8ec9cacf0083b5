/// What one command accepts (its options and positional words) and how it becomes a typed `Command`.
struct CommandSyntax: Sendable {
    static let characterFilterKeys = ["name", "status", "species", "type", "gender"]

    let name: String
    let valueOptions: Set<String>
    let flagOptions: Set<String>
    let build: @Sendable (ParsedArguments) throws(UsageError) -> Command

    init(
        _ name: String,
        valueOptions: Set<String> = [],
        flagOptions: Set<String> = [],
        build: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Command
    ) {
        self.name = name
        self.valueOptions = valueOptions
        self.flagOptions = flagOptions
        self.build = build
    }

    func accepts(_ option: String) -> Bool {
        valueOptions.contains(option) || flagOptions.contains(option)
    }

    static func named(_ name: String) -> CommandSyntax? {
        all.first { $0.name == name }
    }

    /// Parses the words after the command name alone (script lines), where no global option is allowed.
    func parse(_ words: [String]) throws(UsageError) -> Command {
        var arguments = ParsedArguments()
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard let option = OptionToken(word) else {
                arguments.record(positional: word)
                continue
            }
            try record(option, from: words, at: &index, into: &arguments)
        }
        return try build(arguments)
    }

    /// Records `option` (and its value) when this command accepts it; otherwise throws the most helpful error.
    func record(
        _ option: OptionToken,
        from words: [String],
        at index: inout Int,
        into arguments: inout ParsedArguments
    ) throws(UsageError) {
        if valueOptions.contains(option.name) {
            try arguments.record(option: option.name, value: option.value(from: words, at: &index))
        } else if flagOptions.contains(option.name) {
            guard option.inlineValue == nil else { throw .unexpectedValue(option: option.name) }
            try arguments.record(flag: option.name)
        } else if Self.isKnown(option.name) {
            throw .optionNotApplicable(option: option.name, command: name)
        } else {
            throw .unknownOption(option.name)
        }
    }

    static func isKnown(_ option: String) -> Bool {
        GlobalOptions.syntax.accepts(option) || all.contains { $0.accepts(option) }
    }
}
