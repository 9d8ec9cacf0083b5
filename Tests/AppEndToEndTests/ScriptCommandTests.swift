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

        @Test func inTheShellALongSectionShowsTwentyRowsAndMoreShowsTheRest() async throws {
            let run = try await AppProcess.run(
                ["shell", "--no-cache"], input: "character 1\nexpect and 31 more ('more' shows them)\nmore\n")

            #expect(run.status == 0, "\(run)")
            // Each screen starts with its title.
            let screens = run.standardOutput.components(separatedBy: "Rick Sanchez\n").dropFirst()
            #expect(screens.count == 2, "\(run)")
            #expect(screens.first?.contains("[20] S02E09") == true && screens.first?.contains("[21] S02E10") == false)
            #expect(screens.last?.contains("[21] S02E10 · The Wedding Squanchers") == true, "\(run)")
        }

        @Test func theShellsHelpListsTheFeatureCommandsWithTheirArguments() async throws {
            let run = try await AppProcess.run(["shell", "--no-cache"], input: "help\nhelp page\n")

            #expect(run.status == 0, "\(run)")
            for synopsis in ["characters [--page N] [--name X]", "episode ID", "location ID", "page N", "image ID"] {
                #expect(run.standardOutput.contains("  \(synopsis)"), "\(synopsis): \(run)")
            }
            #expect(run.standardOutput.hasSuffix("  page N                       go to page N of a list\n"))
        }

        @Test func theShellRunsTheLinesItReads() async throws {
            let run = try await AppProcess.run(
                ["shell", "--no-cache"], input: "characters\nnext\nexpect Page 2 of 3\nnxt\n")

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("Page 2 of 3"))
            #expect(run.standardError == "unknown command 'nxt' (did you mean 'next'?); type 'help' for the words\n")
        }

        @Test func aTypedCommandShowsItsScreenOnTopSoBackReturnsToTheOneBefore() async throws {
            let run = try await AppProcess.run(
                ["shell", "--no-cache"], input: "episode 1\ncharacter 2\nback\nexpect Pilot\nexpect-not Species\n")

            #expect(run.status == 0, "\(run)")
            #expect(run.standardError.isEmpty, "\(run)")
        }
    }
}
