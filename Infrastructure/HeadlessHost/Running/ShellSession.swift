import Console
import Foundation

/// The interactive `shell`: reads script lines one by one and runs them, printing errors and going on.
///
/// Unlike a script, a bad line or a refused command does not end the session; the end of input, `quit` or
/// `exit` does. `help` prints the script language. The exit code is 1 when an `expect` failed along the way, so
/// piping a script into `shell` still checks it.
@MainActor
public final class ShellSession {
    /// The words that end the session.
    public static let quitWords: Set<String> = ["quit", "exit"]

    private let runner: ScriptRunner
    private let lines: any LineSource
    private let streams: OutputStreams
    private let prompt: String?
    private let help: String
    private let parser: ScriptParser

    /// Creates a session; `prompt` (written to stderr before each line) is for interactive use only, and `help`
    /// is what `help` prints.
    public init(
        runner: ScriptRunner,
        lines: any LineSource,
        streams: OutputStreams,
        vocabulary: ScriptVocabulary,
        prompt: String? = nil,
        help: String = ""
    ) {
        self.runner = runner
        self.lines = lines
        self.streams = streams
        self.prompt = prompt
        self.help = help
        parser = ScriptParser(vocabulary: vocabulary)
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
            if let prompt {
                streams.standardError.write(prompt)
            }
            guard let text = await lines.nextLine() else { break }
            lineNumber += 1
            let word = text.trimmingCharacters(in: .whitespaces)
            if Self.quitWords.contains(word) {
                break
            }
            if word == "help" {
                streams.standardOutput.writeLine(help)
                continue
            }
            let line: ScriptLine?
            do {
                line = try parser.parseLine(text, number: lineNumber)
            } catch {
                streams.standardError.writeLine(error.problem.message)
                continue
            }
            guard let line else { continue }
            switch await runner.execute(line.step, line: line.number) {
            case .completed:
                break
            case .failed(let message):
                streams.standardError.writeLine(message)
            case .expectationFailed(let message, let screen):
                expectationFailed = true
                streams.standardError.writeLine(screen)
                streams.standardError.writeLine(message)
            }
        }
        if prompt != nil {
            streams.standardError.writeLine("")
        }
        return expectationFailed ? .failure : .success
    }
}
