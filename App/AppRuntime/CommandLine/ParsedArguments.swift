/// The options and positional words given to one command (or to the App), before their values are checked.
struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    mutating func record(option: String, value: String) throws(UsageError) {
        guard values.updateValue(value, forKey: option) == nil else { throw .duplicateOption(option) }
    }

    mutating func record(flag: String) throws(UsageError) {
        guard flags.insert(flag).inserted else { throw .duplicateOption(flag) }
    }

    mutating func record(positional: String) {
        positionals.append(positional)
    }

    /// The only positional word, which `command` requires (`argument` names it in the error, such as "an ID").
    func single(_ argument: String, of command: String) throws(UsageError) -> String {
        guard let first = positionals.first else { throw .missingArgument(command: command, argument: argument) }
        try expectPositionals(atMost: 1, of: command)
        return first
    }

    func expectPositionals(atMost count: Int, of command: String) throws(UsageError) {
        if positionals.count > count {
            throw .unexpectedArgument(positionals[count], command: command)
        }
    }
}
