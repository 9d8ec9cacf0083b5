import AppRuntime
import HeadlessHost
import HeadlessHostTesting
import SharedPresentation
import Testing

@Suite("Fuzzing the App's input")
struct InputFuzzingTests {
    @Test func randomCommandLinesParseOrGiveAUsageErrorWithAHint() {
        var fuzzer = InputFuzzer(seed: 7)

        for _ in 0..<3_000 {
            let arguments = fuzzer.commandLine()
            do {
                _ = try CommandLineParser(catalog: .sample).parse(arguments)
            } catch {
                #expect(error.message.contains("App --help"), "\(arguments) -> \(error.message)")
                #expect(!error.message.contains("\n"), "\(arguments): one line")
            }
        }
    }

    @Test func aUsageErrorShowsControlCharactersEscapedSoItStaysOneLine() {
        #expect(throws: UsageError.unknownCommand("a\nb\u{0}")) {
            try CommandLineParser(catalog: .sample).parse(["a\nb\u{0}"])
        }
        #expect(UsageError.unknownCommand("a\nb\u{0}").message == "unknown command 'a\\nb\\u{0}'; see 'App --help'")
    }

    @Test func randomScriptLinesParseOrNameTheirLine() {
        var fuzzer = InputFuzzer(seed: 11)

        for number in 1...3_000 {
            let line = fuzzer.scriptLine()
            do {
                _ = try ScriptParser(vocabulary: .sample).parseLine(line, number: number)
            } catch {
                #expect(error.message.hasPrefix("line \(number):"), "\(line.debugDescription) -> \(error.message)")
            }
        }
    }

    @Test func randomWholeScriptsParseOrNameALine() {
        var fuzzer = InputFuzzer(seed: 13)

        for _ in 0..<300 {
            let script = (0..<8).map { _ in fuzzer.scriptLine() }.joined(separator: "\n")
            do {
                _ = try ScriptParser(vocabulary: .sample).parse(script)
            } catch {
                #expect(error.message.hasPrefix("line "), "\(script.debugDescription) -> \(error.message)")
            }
        }
    }
}
