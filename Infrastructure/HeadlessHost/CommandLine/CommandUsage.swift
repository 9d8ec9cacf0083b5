import FeatureKit

/// One command's usage, from its declaration in a feature's manifest: what `App help CMD`, `App CMD --help` and the
/// shell's `help CMD` print, at most a screenful.
public struct CommandUsage: Sendable {
    /// How it is written: `characters [--page N] [--name X]`, `favorite ID`.
    public var synopsis: String
    /// What it does.
    public var summary: String
    /// One option and what its value must be.
    public struct Option: Sendable, Hashable {
        /// How it is written, such as `--page N`.
        public var usage: String
        /// What its value must be, such as "a whole number from 1".
        public var meaning: String
    }

    /// Each option with what its value must be.
    public var options: [Option]
    /// A line that runs it, such as `characters --page 2`.
    public var example: String

    /// The usage of a command that shows a screen.
    public init(_ command: FeatureCommand) {
        synopsis = command.synopsis
        summary = command.summary
        options = command.options.map { Option(usage: $0.usage, meaning: Self.meaning(of: $0)) }
        example = ([command.name] + (command.takesID ? ["1"] : []) + Self.exampleOption(command.options))
            .joined(separator: " ")
    }

    /// The usage of an action.
    public init(_ action: FeatureAction) {
        synopsis = action.synopsis
        summary = action.summary
        options = action.options.map { Option(usage: $0.usage, meaning: Self.meaning(of: $0)) }
        example = ([action.name] + (action.takesID ? ["1"] : [])).joined(separator: " ")
    }

    /// The usage of one of the host's own commands, from its help row.
    public init(synopsis: String, summary: String, example: String) {
        self.synopsis = synopsis
        self.summary = summary
        options = []
        self.example = example
    }

    /// The usage as text; `program` ("App") starts each command line, none in the shell.
    public func text(program: String?) -> String {
        let run = program.map { "\($0) " } ?? ""
        var lines = ["usage: \(run)\(synopsis)", "", summary]
        if !options.isEmpty {
            let width = (options.map(\.usage.count).max() ?? 0) + 2
            lines +=
                [""]
                + options.map { "  " + $0.usage.padding(toLength: width, withPad: " ", startingAt: 0) + $0.meaning }
        }
        lines += ["", "example: \(run)\(example)"]
        if let program {
            lines.append(
                "global options (--json, --offline, --api URL, ...) go before or after it; see '\(program) --help'")
        }
        return lines.joined(separator: "\n")
    }

    private static func meaning(of option: CommandOption) -> String {
        if !option.summary.isEmpty { return option.summary }
        if !option.choices.isEmpty {
            let choices = "one of \(option.choices.joined(separator: ", "))"
            return option.isOpen ? choices + " (with --api, any the server knows)" : choices
        }
        switch option.value {
        case .positiveInteger: return "a whole number from 1"
        case .wholeNumber: return "a whole number from 0"
        case .fraction: return "a number from 0 to 1"
        case .text(let minimumLength) where minimumLength > 1: return "a text of at least \(minimumLength) characters"
        case .text: return "a text"
        case .flag: return option == .images ? "also load every row's image" : "on when given"
        }
    }

    private static func exampleOption(_ options: [CommandOption]) -> [String] {
        options.contains(.page) ? ["--page", "2"] : []
    }
}
