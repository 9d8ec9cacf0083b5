/// Bad input on the command line or in a script line; `message` is the one line printed on stderr (exit 2).
public enum UsageError: Error, Hashable, Sendable {
    /// The first word is not a command, such as `charcters`.
    case unknownCommand(String, didYouMean: String? = nil)
    /// A command of the App that a script cannot use, such as `serve`.
    case notAScriptCommand(String)
    /// The option exists nowhere, such as `--pgae`.
    case unknownOption(String, didYouMean: String? = nil)
    /// The option exists, but not for this command (such as `--season` for `characters`).
    case optionNotApplicable(option: String, command: String)
    /// The option was given before any command, but it belongs to one.
    case optionNeedsCommand(String)
    /// The option needs a value and none followed.
    case missingValue(option: String)
    /// A flag was given a value, such as `--json=yes`.
    case unexpectedValue(option: String)
    /// The same option was given twice.
    case duplicateOption(String)
    /// Two options that cannot be combined.
    case conflictingOptions(String, String)
    /// The command needs an argument, such as the ID of `character`.
    case missingArgument(command: String, argument: String)
    /// A word the command does not take, such as `2` in `character 1 2`.
    case unexpectedArgument(String, command: String)
    /// A value that is not acceptable: `value` given for `target` (an option or argument), and what is expected.
    case invalidValue(String, for: String, expected: String)
    /// A quoted text that never ends.
    case unterminatedQuote(String)
    /// A script or shell line is longer than `limit` bytes.
    case lineTooLong(limit: Int)

    /// The hint a usage message of `program`'s command line ends with: `see 'App --help'`.
    public static func hint(program: String = "App") -> String {
        "see '\(program) --help'"
    }

    /// The problem alone, without the hint.
    public var reason: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .notAScriptCommand(let name): "'\(name)' is not a script command"
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .optionNotApplicable(let option, let command): "option '\(option)' does not apply to '\(command)'"
        case .optionNeedsCommand(let option): "option '\(option)' must follow the command it belongs to"
        case .missingValue(let option): "option '\(option)' needs a value"
        case .unexpectedValue(let option): "option '\(option)' takes no value"
        case .duplicateOption(let option): "option '\(option)' is given more than once"
        case .conflictingOptions(let first, let second): "options '\(first)' and '\(second)' cannot be combined"
        case .missingArgument(let command, let argument): "'\(command)' needs \(argument)"
        case .unexpectedArgument(let argument, let command): "unexpected argument '\(argument)' for '\(command)'"
        case .invalidValue(let value, let target, let expected):
            "invalid value '\(value)' for '\(target)': expected \(expected)"
        case .unterminatedQuote(let text): "unterminated quote in '\(text)'"
        case .lineTooLong(let limit): "the line is longer than \(limit) bytes, the most a line may be"
        }
    }

    /// The one line printed on stderr: the problem and where to look for help.
    public var message: String {
        message(hint: Self.hint())
    }

    /// The one line with another hint, such as the shell's "type 'help'" or a preview's own `--help`.
    public func message(hint: String) -> String {
        Self.escapingControlCharacters("\(reason); \(hint)")
    }

    /// `text` with every control character written as an escape (`\n`, `\t`, `\u{0}`).
    static func escapingControlCharacters(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
