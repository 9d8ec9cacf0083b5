import Foundation
import Testing

extension AppEndToEnd.ScriptLane {
    @Suite("App: the tour, demos and the shell")
    struct ScriptCommandTests {
        @Test func theTourPassesItsOwnExpectationsAndPrintsEveryScreen() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            let run = try await AppProcess.run(cache.arguments)

            #expect(run.status == 0, "\(run)")
            for heading in [
                "» characters --images", "» next", "» search Rick", "» filter status=dead", "» open 119", "» back",
                "» episodes", "» more", "» filter code=S02E0", "» open 1", "» open 2",
            ] {
                #expect(run.standardOutput.contains("\n\(heading)\n"), "the tour lacks \(heading)")
            }
            #expect(run.standardOutput.contains("Page 2 of 3"))
            #expect(run.standardOutput.contains("Evil Rick"))
            #expect(run.standardOutput.contains("S02E10 · The Wedding Squanchers"))
            #expect(run.standardOutput.contains("Cast"))
        }

        @Test func everyBundledDemoPassesItsExpectations() async throws {
            for name in ["characters", "episodes", "locations"] {
                let run = try await AppProcess.run(["demo", name, "--no-cache"])

                #expect(run.status == 0, "demo \(name): \(run)")
            }
        }

        @Test func theTourInJSONPrintsOneObjectPerScreen() async throws {
            let run = try await AppProcess.run(["--json", "--no-cache"])

            let lines = run.standardOutput.split(separator: "\n")
            #expect(run.status == 0, "\(run)")
            #expect(lines.count > 10)
            for line in lines {
                #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
            }
        }

        @Test func aDemoFileWithAFailingExpectationIsExitOneNamingTheLine() async throws {
            let file = try ScriptFile("characters\nexpect Nobody At All\n")
            defer { file.remove() }

            let run = try await AppProcess.run(["demo", file.path, "--no-cache"])

            #expect(run.status == 1, "\(run)")
            #expect(run.errorLines.last == #"line 2: expected "Nobody At All" on screen "Characters""#)
        }

        @Test func theShellRunsTheLinesItReads() async throws {
            let run = try await AppProcess.run(
                ["shell", "--no-cache"], input: "characters\nnext\nexpect Page 2 of 3\nnxt\n")

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("Page 2 of 3"))
            #expect(run.standardError == "unknown command 'nxt'; type 'help' for the words\n")
        }
    }
}
