import Foundation
import SharedPresentation

/// Parses the script language: one command a line, `#` comment lines and blank lines ignored.
public struct ScriptParser: Sendable {
    static let longestWait = 60_000
    /// The longest line a script or the shell accepts, in UTF-8 bytes.
    public static let maximumLineBytes = 64 * 1024

    private let vocabulary: ScriptVocabulary

    /// Creates a parser for the host's verbs and `vocabulary`'s commands and script words.
    public init(vocabulary: ScriptVocabulary) {
        self.vocabulary = vocabulary
    }

    /// Parses a whole script; the first line that does not parse throws, naming its line number.
    public func parse(_ script: String) throws(ScriptParseError) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        let texts = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, text) in texts.enumerated() {
            if let line = try parseLine(String(text), number: offset + 1) {
                lines.append(line)
            }
        }
        return lines
    }

    /// Parses one line (as `shell` reads them); nil for a blank or comment line.
    public func parseLine(_ text: String, number: Int) throws(ScriptParseError) -> ScriptLine? {
        guard text.utf8.count <= Self.maximumLineBytes else {
            throw ScriptParseError(line: number, problem: .lineTooLong(limit: Self.maximumLineBytes))
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let verb = String(trimmed.prefix { !$0.isWhitespace })
        let rest = trimmed.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
        do {
            return ScriptLine(number: number, step: try step(verb: verb, rest: rest))
        } catch {
            throw ScriptParseError(line: number, problem: error)
        }
    }

    private func step(verb: String, rest: String) throws(UsageError) -> ScriptStep {
        if vocabulary.scriptWords[verb] != nil {
            return .perform(.action(name: verb, id: try id(verb, rest)))
        }
        if let action = vocabulary.actions[verb] {
            let arguments = try action.syntax.parse(ScriptWords.split(rest), isKnown: vocabulary.isKnown)
            return .act(try action.request(from: arguments))
        }
        if let command = vocabulary.commands[verb] {
            let arguments = try command.syntax.parse(ScriptWords.split(rest), isKnown: vocabulary.isKnown)
            let invocation = try command.invocation(from: arguments)
            guard invocation.followUp == nil else { throw .notAScriptCommand(verb) }
            return .show(invocation.route)
        }
        switch verb {
        case "next": return try bare(.perform(.next), verb, rest)
        case "prev": return try bare(.perform(.previous), verb, rest)
        case "refresh": return try bare(.perform(.refresh), verb, rest)
        case "more": return try bare(.perform(.loadMore), verb, rest)
        case "retry": return try bare(.perform(.retry), verb, rest)
        case "back": return try bare(.back, verb, rest)
        case "open": return .perform(try open(rest))
        case "page": return .perform(.page(try id("page", rest, naming: "a page number")))
        case "search": return .perform(.search(ScriptWords.unquote(rest), typing: false))
        case "filter": return try filter(rest)
        case "wait": return try wait(rest)
        case "expect": return .expect(try expectedText(verb, rest))
        case "expect-not": return .expectNot(try expectedText(verb, rest))
        default:
            guard !vocabulary.otherCommands.contains(verb) else { throw .notAScriptCommand(verb) }
            throw .unknownCommand(verb, didYouMean: Suggestion.closest(to: verb, among: knownVerbs))
        }
    }

    /// Every first word a script line may start with: the host's verbs, the features' commands, actions and words.
    private var knownVerbs: [String] {
        ScriptHelp.hostVerbs.flatMap(\.words) + ["help"] + ScriptHelp.quitWords + Array(vocabulary.commands.keys)
            + Array(vocabulary.actions.keys)
            + Array(vocabulary.scriptWords.keys)
    }

    private func bare(_ step: ScriptStep, _ verb: String, _ rest: String) throws(UsageError) -> ScriptStep {
        guard rest.isEmpty else { throw .unexpectedArgument(rest, command: verb) }
        return step
    }

    private func id(_ verb: String, _ rest: String, naming argument: String = "an ID") throws(UsageError) -> Int {
        let words = try ScriptWords.split(rest)
        guard let word = words.first else { throw .missingArgument(command: verb, argument: argument) }
        guard words.count == 1 else { throw .unexpectedArgument(words[1], command: verb) }
        return try ArgumentValue.positive(word, for: argument == "an ID" ? "\(verb) ID" : "\(verb) N")
    }

    /// `open ID`, or `open WORD` for what the screen names by a word (`open origin`).
    private func open(_ rest: String) throws(UsageError) -> ScreenCommand {
        let words = try ScriptWords.split(rest)
        if words.count == 1, let word = words.first, let first = word.first, first.isLetter,
            word.allSatisfy({ $0.isLetter || $0 == "-" })
        {
            return .openLink(word.lowercased())
        }
        return .open(id: try id("open", rest))
    }

    private func filter(_ rest: String) throws(UsageError) -> ScriptStep {
        guard !rest.isEmpty else { throw .missingArgument(command: "filter", argument: "KEY=VALUE") }
        guard let equals = rest.firstIndex(of: "=") else {
            throw .invalidValue(rest, for: "filter", expected: "KEY=VALUE, such as status=alive")
        }
        let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, !key.contains(where: \.isWhitespace) else {
            throw .invalidValue(rest, for: "filter", expected: "KEY=VALUE, such as status=alive")
        }
        let value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        return .perform(.filter(key: key, value: ScriptWords.unquote(value)))
    }

    private func wait(_ rest: String) throws(UsageError) -> ScriptStep {
        guard !rest.isEmpty else { throw .missingArgument(command: "wait", argument: "a number of milliseconds") }
        let milliseconds = try ArgumentValue.wholeNumber(
            rest, for: "wait MS", in: 0...Self.longestWait, expected: "milliseconds from 0 to \(Self.longestWait)")
        return .wait(.milliseconds(milliseconds))
    }

    private func expectedText(_ verb: String, _ rest: String) throws(UsageError) -> String {
        let text = ScriptWords.unquote(rest)
        guard !text.isEmpty else { throw .missingArgument(command: verb, argument: "a TEXT to look for") }
        return text
    }
}
