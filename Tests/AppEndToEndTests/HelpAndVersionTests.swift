import Foundation
import Testing

extension AppEndToEnd.ScriptLane {
    @Suite("App: help and version")
    struct HelpAndVersionTests {
        @Test func versionPrintsTheVersionLineAndExitsWithZero() async throws {
            let run = try await AppProcess.run(["--version"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput == "App 0.1.0\n")
            #expect(run.standardError.isEmpty)
        }

        @Test func helpListsEveryCommandAndTheFaultSyntax() async throws {
            let run = try await AppProcess.run(["--help"])

            #expect(run.status == 0, "\(run)")
            for word in [
                "characters", "character ID", "episodes", "episode ID", "image ID", "demo NAME|FILE", "shell",
                "web [--port P]",
            ] {
                #expect(run.standardOutput.contains(word), "help lacks \(word)")
            }
            #expect(run.standardOutput.contains("FAULTS (serve --faults SPEC)"))
            #expect(run.standardOutput.contains("rate=R"))
            #expect(run.standardOutput.contains("tour"))
        }

        @Test func helpOfOneCommandIsItsUsageOptionsAndAnExampleEitherWay() async throws {
            let help = try await AppProcess.run(["help", "characters"])
            let flag = try await AppProcess.run(["characters", "--help"])

            #expect(help.status == 0, "\(help)")
            #expect(help.standardOutput == flag.standardOutput)
            #expect(help.standardOutput.hasPrefix("usage: App characters [--page N] [--name X]"))
            #expect(help.standardOutput.contains("  --name X"))
            #expect(help.standardOutput.contains("example: App characters --page 2"))
            #expect(help.standardOutput.split(separator: "\n").count <= 25)
        }

        @Test func helpOfAnUnknownCommandSuggestsTheNearestAndExitsWithTwo() async throws {
            let run = try await AppProcess.run(["help", "charcters"])

            #expect(run.status == 2)
            #expect(run.standardError == "unknown command 'charcters' (did you mean 'characters'?); see 'App --help'\n")
        }

        @Test func helpNamesTheSchemaVersionEveryJSONObjectCarries() async throws {
            let help = try await AppProcess.run(["--help"])
            let json = try await AppProcess.run(["--json", "--version"])

            let version = try #require(json.standardOutput.firstMatch(of: /"schema":(\d+)/)?.1)
            #expect(help.standardOutput.contains("(schema \(version), the \"schema\" of every object)"))
        }
    }
}
