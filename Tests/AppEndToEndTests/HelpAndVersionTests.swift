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

        @Test func helpNamesTheSchemaVersionEveryJSONObjectCarries() async throws {
            let help = try await AppProcess.run(["--help"])
            let json = try await AppProcess.run(["--json", "--version"])

            let version = try #require(json.standardOutput.firstMatch(of: /"schema":(\d+)/)?.1)
            #expect(help.standardOutput.contains("(schema \(version), the \"schema\" of every object)"))
        }
    }
}
