/// What one command accepts on a command line or a script line: its value options and flags.
public struct CommandSyntax: Sendable, Hashable {
    /// The command's name, such as "characters".
    public let name: String
    /// The options that take a value, with dashes (`--page`).
    public let valueOptions: Set<String>
    /// The options that take none, with dashes (`--images`).
    public let flagOptions: Set<String>

    /// Creates a syntax.
    public init(_ name: String, valueOptions: Set<String> = [], flagOptions: Set<String> = []) {
        self.name = name
        self.valueOptions = valueOptions
        self.flagOptions = flagOptions
    }

    /// Whether the command takes `option` (with dashes).
    public func accepts(_ option: String) -> Bool {
        valueOptions.contains(option) || flagOptions.contains(option)
    }

    /// Parses the words after the command name (script lines); `isKnown` tells a misplaced option from an unknown one.
    public func parse(_ words: [String], isKnown: (String) -> Bool = { _ in false }) throws(UsageError)
        -> ParsedArguments
    {
        var arguments = ParsedArguments()
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard let option = OptionToken(word) else {
                arguments.record(positional: word)
                continue
            }
            try record(option, from: words, at: &index, into: &arguments, isKnown: isKnown)
        }
        return arguments
    }

    /// Records `option` (and its value) when this command accepts it; otherwise throws the most helpful error.
    public func record(
        _ option: OptionToken,
        from words: [String],
        at index: inout Int,
        into arguments: inout ParsedArguments,
        isKnown: (String) -> Bool
    ) throws(UsageError) {
        if valueOptions.contains(option.name) {
            try arguments.record(option: option.name, value: option.value(from: words, at: &index))
        } else if flagOptions.contains(option.name) {
            guard option.inlineValue == nil else { throw .unexpectedValue(option: option.name) }
            try arguments.record(flag: option.name)
        } else if isKnown(option.name) {
            throw .optionNotApplicable(option: option.name, command: name)
        } else {
            throw .unknownOption(option.name, didYouMean: Suggestion.closest(to: option.name, among: options))
        }
    }

    /// Every option the command takes, with dashes.
    public var options: Set<String> {
        valueOptions.union(flagOptions)
    }
}
