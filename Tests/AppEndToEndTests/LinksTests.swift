import Foundation
import Testing

extension AppEndToEnd.CommandLane {
    /// The addresses a command's JSON reports lead somewhere: the dataset's own (the API's) on the embedded replica,
    /// which stops with the command, and the server's own on a server that keeps running.
    @Suite("App: links in the JSON")
    struct LinksTests {
        @Test func aOneShotCommandOnTheEmbeddedReplicaReportsNoLoopbackAddress() async throws {
            for command in [
                ["character", "1"], ["image", "1"], ["characters"], ["episode", "1"], ["location", "3"],
            ] {
                let run = try await AppProcess.run(["--no-cache", "--json"] + command)

                #expect(run.status == 0, "\(command): \(run)")
                #expect(run.standardOutput.contains("https://rickandmortyapi.com/api/"), "\(command): \(run)")
                #expect(!run.standardOutput.contains("127.0.0.1"), "\(command): \(run)")
            }
        }

        @Test func aCommandAgainstARunningServerReportsThatServersAddresses() async throws {
            let server = try RunningApp(["serve"])
            let base = try #require(await server.nextLine())

            let run = try await AppProcess.run(["--api", base, "--no-cache", "--json", "image", "1"])
            _ = await server.terminate()

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains(#""url":"\#(base)/character/1""#), "\(run)")
            #expect(run.standardOutput.contains(#""url":"\#(base)/character/avatar/1.jpeg""#), "\(run)")
            #expect(!run.standardOutput.contains("rickandmortyapi.com"), "\(run)")
        }
    }
}
