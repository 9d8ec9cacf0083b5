import Foundation
import Testing

extension AppEndToEnd.ScriptLane {
    @Suite("App: bad input")
    struct BadInputTests {
        @Test(arguments: [
            ["charcters"], ["characters", "--page", "0"], ["character", "x"], ["characters", "--pgae", "2"],
            ["serve", "--faults", "rate=2"], ["--no-cache", "--cache-dir", "/tmp", "characters"],
        ])
        func badInputPrintsOneLineOnStandardErrorAndExitsWithTwo(arguments: [String]) async throws {
            let run = try await AppProcess.run(arguments)

            #expect(run.status == 2, "\(run)")
            #expect(run.errorLines.count == 1, "\(run)")
            #expect(run.standardError.hasSuffix("; see 'App --help'\n"))
            #expect(run.standardOutput.isEmpty)
        }

        @Test func aDemoScriptThatDoesNotParseIsBadInputNamingTheLine() async throws {
            let file = try ScriptFile("characters\nnxt\n")
            defer { file.remove() }

            let run = try await AppProcess.run(["demo", file.path, "--no-cache"])

            #expect(run.status == 2, "\(run)")
            #expect(run.standardError == "\(file.path): line 2: unknown command 'nxt'; see 'App --help'\n")
        }
    }
}
