import APIReplica
import Foundation
import Networking
import Testing

@Suite("The response-size cap against hostile and large bodies", .timeLimit(.minutes(1)))
struct ResponseSizeCapSecurityTests {
    @Test func aBodyWithoutALengthThatNeverEndsIsRejectedAtTheCap() async throws {
        let server = try EndlessBodyServer(maximumBytes: 64 << 20)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/api/character/avatar/1.jpeg"))
        let limit = 256 * 1024

        await #expect(throws: NetworkError.responseTooLarge(limit: limit, url: url)) {
            try await URLSessionHTTPClient(maximumResponseBytes: limit).send(.get(url))
        }

        // The client hangs up; the server's thread ends when its sends start failing.
        _ = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: server.waitForBytesSent()) }.start()
        }
    }

    @Test func aLargeBodyUnderTheCapArrivesWholeAndInOrder() async throws {
        let pattern = (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
        var body = Data(capacity: 8 << 20)
        for block in 0..<128 {
            body.append(contentsOf: [UInt8(block)] + pattern.dropFirst())
        }
        let server = HTTPServer(handler: FixedBodyHandler(body: body))
        let port = try server.start()
        defer { server.stop() }
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/large"))

        let received = try await URLSessionHTTPClient(maximumResponseBytes: body.count).send(.get(url))

        #expect(received.body == body)
    }
}

/// Answers every request with the same 200 body.
private struct FixedBodyHandler: HTTPRequestHandler {
    let body: Data

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        HTTPServerResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: body)
    }
}
