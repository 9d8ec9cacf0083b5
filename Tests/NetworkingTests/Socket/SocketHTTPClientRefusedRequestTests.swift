import APIReplica
import Foundation
import LoopbackHTTP
import Networking
import TestSupport
import Testing

/// A server may answer a request it refuses before taking all of it, and close: its answer is what the client
/// reports, not the send it broke off.
@Suite("SocketHTTPClient and a request the server refuses early", .hangGuard)
struct SocketHTTPClientRefusedRequestTests {
    private struct EchoHandler: HTTPRequestHandler {
        func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
            HTTPServerResponse(status: 200, headers: [:], body: Data(request.target.utf8))
        }
    }

    @Test(arguments: [100 * 1024, 10 * 1024 * 1024])
    func aRequestLineTooLongForTheServerIsAnsweredWith414(length: Int) async throws {
        let server = HTTPServer(handler: EchoHandler())
        let port = try server.start()
        defer { server.stop() }
        let name = String(repeating: "a", count: length)
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/api/character?name=\(name)"))

        let response = try await SocketHTTPClient().send(.get(url))

        #expect(response.statusCode == 414)
    }
}
