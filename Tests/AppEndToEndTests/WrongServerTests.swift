import APIReplica
import Foundation
import LoopbackHTTP
import Testing

extension AppEndToEnd.CommandLane {
    /// `--api` pointing at something that is not the API: only the API's "no match" is an empty list; an unknown
    /// route or a server that is not the API is an error naming the URL.
    @Suite("App: a wrong --api")
    struct WrongServerTests {
        @Test func anAPIAddressWithoutItsPathIsAnErrorNamingTheURLNotAnEmptyList() async throws {
            let replica = try ReplicaServer.start(serving: try ReplicaDataset.bundledSample())
            defer { replica.stop() }
            let root = replica.apiBaseURL.deletingLastPathComponent().absoluteString.dropLast()

            let run = try await AppProcess.run(["--api", String(root), "--no-cache", "episodes"])

            #expect(run.status == 1, "\(run)")
            #expect(!run.standardOutput.contains("No episodes"), "\(run)")
            #expect(run.standardError.contains("\(root)/episode?page=1 is not a route of the Rick and Morty API"))
        }

        @Test func aServerThatIsNotTheAPIIsAnErrorNamingTheURL() async throws {
            let server = HTTPServer(handler: NotTheAPI())
            let port = try server.start()
            defer { server.stop() }

            let run = try await AppProcess.run(["--api", "http://127.0.0.1:\(port)/api", "--no-cache", "characters"])

            #expect(run.status == 1, "\(run)")
            #expect(
                run.standardError.contains("http://127.0.0.1:\(port)/api/character?page=1 did not answer as the Rick"))
            #expect(!run.standardError.contains("retry"), "a one-shot command offers no retry")
        }

        @Test func aFilterThatMatchesNothingIsStillAnEmptyList() async throws {
            let run = try await AppProcess.run(["--no-cache", "characters", "--name", "zzzz-nobody"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("No characters match name \"zzzz-nobody\"."))
        }
    }
}

/// A web server that answers every request with an HTML 404, as a wrong `--api` might.
private struct NotTheAPI: HTTPRequestHandler {
    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        HTTPServerResponse(
            status: 404, headers: ["Content-Type": "text/html"], body: Data("<h1>Not Found</h1>".utf8))
    }
}
