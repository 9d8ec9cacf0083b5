import Console
import Foundation

/// The interactive `shell`: reads script lines one by one and runs them, printing errors and going on.
///
/// It exits 1 when an `expect` failed along the way, so piping a script into `shell` still checks it.
@MainActor
public final class ShellSession {
    private let runner: ScriptRunner
    private let lines: any LineSource
    private let streams: OutputStreams
    private let prompt: String?
    private let help: ScriptHelp
    private let parser: ScriptParser
    private let assistant: ShellAssistant

    /// Creates a session over `vocabulary`'s words; `prompt` (written to stderr before each line) is for a terminal.
    public init(
        runner: ScriptRunner,
        lines: any LineSource,
        streams: OutputStreams,
        vocabulary: ScriptVocabulary,
        prompt: String? = nil
    ) {
        self.runner = runner
        self.lines = lines
        self.streams = streams
        self.prompt = prompt
        help = ScriptHelp(manifests: vocabulary.manifests)
        parser = ScriptParser(vocabulary: vocabulary)
        assistant = ShellAssistant(navigator: runner.navigator, vocabulary: vocabulary)
    }

    /// The greeting an interactive session prints first.
    public static let greeting = "Type script commands, one a line: 'help' lists them, 'quit' or Ctrl-D ends."

    /// Runs until the input ends or `quit`: 0, or 1 when an expectation failed.
    public func run() async -> ExitCode {
        var lineNumber = 0
        var expectationFailed = false
        runner.separatesScreens = true
        if prompt != nil {
            streams.standardError.writeLine(Self.greeting)
        }
        while true {
            guard let text = await nextLine() else { break }
            lineNumber += 1
            let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            if words.count == 1, let word = words.first, ScriptHelp.quitWords.contains(word) {
                break
            }
            if words.first == "help", words.count <= 2 {
                showHelp(for: words.dropFirst().first)
                continue
            }
            let line: ScriptLine?
            do {
                line = try parser.parseLine(text, number: lineNumber)
            } catch {
                let message = error.problem.message(hint: ScriptHelp.shellHint)
                // A line too long to read is not echoed whole.
                let shown = text.utf8.count > ScriptParser.maximumLineBytes ? String(text.prefix(40)) + "…" : text
                runner.report(ErrorReport(kind: ErrorReport.Kind.usage, message: message), command: shown)
                continue
            }
            guard let line else { continue }
            let command = line.step.scriptText
            switch await runner.execute(line.step, line: line.number) {
            case .completed:
                break
            case .failed(let message, let kind, let source):
                runner.report(ErrorReport(kind: kind, message: message, source: source), command: command)
            case .expectationFailed(let message, let screen):
                expectationFailed = true
                runner.printer.write(.notice(screen))
                runner.report(ErrorReport(kind: ErrorReport.Kind.expectation, message: message), command: command)
            }
        }
        if prompt != nil {
            streams.standardError.writeLine("")
        }
        return expectationFailed ? .failure : .success
    }

    /// The next line: a line editor draws the prompt and takes the shell's help; else the prompt is written first.
    private func nextLine() async -> String? {
        if let prompt, lines.editsLines {
            return await lines.nextLine(prompt: prompt, assistant: assistant)
        }
        if let prompt {
            streams.standardError.write(prompt)
        }
        return await lines.nextLine()
    }

    private func showHelp(for word: String?) {
        let command = word.map { "help \($0)" } ?? "help"
        guard let word else {
            runner.printer.write(.report(.help(help.text)), command: command)
            return
        }
        guard let entry = help.text(for: word) else {
            let message = "no word '\(word)' in the script language; \(ScriptHelp.shellHint)"
            runner.report(
                ErrorReport(kind: ErrorReport.Kind.usage, message: UsageError.escapingControlCharacters(message)),
                command: command)
            return
        }
        runner.printer.write(.report(.help(entry)), command: command)
    }
}
