/// The options and positional words given to one command (or to the App), before their values are checked.
public struct ParsedArguments: Sendable, Hashable {
    /// Each value option given, by its name with dashes (`--page`).
    public private(set) var values: [String: String] = [:]
    /// Each flag given, with dashes (`--images`).
    public private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Creates an empty set of arguments.
    public init() {}

    /// Records a value option; a second one of the same name is an error.
    public mutating func record(option: String, value: String) throws(UsageError) {
        guard values.updateValue(value, forKey: option) == nil else { throw .duplicateOption(option) }
    }

    /// Records a flag; a second one of the same name is an error.
    public mutating func record(flag: String) throws(UsageError) {
        guard flags.insert(flag).inserted else { throw .duplicateOption(flag) }
    }

    /// Records a positional word.
    public mutating func record(positional: String) {
        positionals.append(positional)
    }

    /// The only positional word, which `command` requires (`argument` names it in the error, such as "an ID").
    public func single(_ argument: String, of command: String) throws(UsageError) -> String {
        guard let first = positionals.first else { throw .missingArgument(command: command, argument: argument) }
        try expectPositionals(atMost: 1, of: command)
        return first
    }

    /// Throws for the first positional word past `count`.
    public func expectPositionals(atMost count: Int, of command: String) throws(UsageError) {
        if positionals.count > count {
            throw .unexpectedArgument(positionals[count], command: command)
        }
    }
}
