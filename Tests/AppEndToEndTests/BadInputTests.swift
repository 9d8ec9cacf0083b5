import Foundation
import Testing

extension AppEndToEnd.ScriptLane {
    @Suite("App: bad input")
    struct BadInputTests {
        @Test(arguments: [
            ["charcters"], ["characters", "--page", "0"], ["character", "x"], ["characters", "--pgae", "2"],
            ["serve", "--faults", "rate=2"], ["--no-cache", "--cache-dir", "/tmp", "characters"],
            ["--offline", "--refresh", "character", "1"],
        ])
        func badInputPrintsOneLineOnStandardErrorAndExitsWithTwo(arguments: [String]) async throws {
            let run = try await AppProcess.run(arguments)

            #expect(run.status == 2, "\(run)")
            #expect(run.errorLines.count == 1, "\(run)")
            #expect(run.standardError.hasSuffix("; see 'App --help'\n"))
            #expect(run.standardOutput.isEmpty)
        }

        @Test(arguments: [
            (["charcters"], "unknown command 'charcters' (did you mean 'characters'?)"),
            (["favourite", "1"], "unknown command 'favourite' (did you mean 'favorite'?)"),
            (["characters", "--stauts", "alive"], "unknown option '--stauts' (did you mean '--status'?)"),
            (["episodes", "--seasn", "2"], "unknown option '--seasn' (did you mean '--season'?)"),
            (
                ["characters", "--status", "alvie"],
                "invalid value 'alvie' for '--status': expected one of alive, dead, unknown"
            ),
            (
                ["characters", "--gender", "x"],
                "invalid value 'x' for '--gender': expected one of female, male, genderless, unknown"
            ),
        ])
        func aTypoGetsTheNearestCommandOrOptionAndExitsWithTwo(arguments: [String], message: String) async throws {
            let run = try await AppProcess.run(arguments)

            #expect(run.status == 2, "\(run)")
            #expect(run.standardError == "\(message); see 'App --help'\n")
        }

        @Test func anOpenFiltersValueBeyondItsChoicesPassesForAServerOfTheUsers() async throws {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: cache) }
            let run = try await AppProcess.run(
                [
                    "--api", "http://127.0.0.1:9/api", "--offline", "--cache-dir", cache.path, "characters", "--status",
                    "zombie",
                ])

            #expect(run.status != 2, "\(run)")
            #expect(!run.standardError.contains("invalid value"), "\(run)")
        }

        @Test(arguments: [
            (["--dataset", "/nonexistent", "characters"], "cannot load the dataset in '/nonexistent'"),
            (["serve", "--dataset", "/nonexistent"], "cannot load the dataset in '/nonexistent'"),
            (["--events", "/nonexistent/events.jsonl", "characters"], "/nonexistent/events.jsonl"),
        ])
        func aPathThatCannotBeUsedIsBadInputNamingIt(arguments: [String], message: String) async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            let run = try await AppProcess.run(arguments + (arguments.first == "serve" ? [] : cache.arguments))

            #expect(run.status == 2, "\(run)")
            #expect(run.errorLines.count == 1, "\(run)")
            #expect(run.standardError.contains(message), "\(run)")
        }

        @Test func aDemoScriptThatDoesNotParseIsBadInputNamingTheLine() async throws {
            let file = try ScriptFile("characters\nnxt\n")
            defer { file.remove() }

            let run = try await AppProcess.run(["demo", file.path, "--no-cache"])

            #expect(run.status == 2, "\(run)")
            #expect(
                run.standardError
                    == "\(file.path): line 2: unknown command 'nxt' (did you mean 'next'?); see 'App --help'\n")
        }
    }
}
