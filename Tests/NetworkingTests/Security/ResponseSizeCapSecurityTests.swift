import APIReplica
import Foundation
import LoopbackHTTP
import Networking
import TestSupport
import Testing

/// The App's plain-http transport against servers that send more than any cap: each request ends at once, and the
/// connection is closed, so the server stops sending and nothing piles up. (`URLSessionHTTPClient` answers at once
/// too, see its tests, but on Linux cannot stop a fast sender's transfer; see its documentation.)
@Suite("The response-size cap against hostile and large bodies", .hangGuard)
struct ResponseSizeCapSecurityTests {
    static let limit = 4 * 1024 * 1024
    /// More than the cap and every socket buffer between the two ends, far less than a 50 MB or endless body: a
    /// server that sent less than this before the close was hung up on once the cap was reached.
    static let sentBeforeTheClose = 32 * 1024 * 1024

    @Test(arguments: HostileBodyServer.Body.allCases)
    func aBodyOverTheCapEndsItsRequestAtOnceAndTheConnectionIsClosed(body: HostileBodyServer.Body) async throws {
        let (sut, server) = try makeSUT(body: body)
        defer { server.stop() }
        let url = try server.url("character?page=1")

        await #expect(throws: NetworkError.responseTooLarge(limit: Self.limit, url: url)) {
            try await sut.send(.get(url))
        }

        await server.waitUntilConnectionsEnded(1)
        #expect(server.bodyBytesSent < Self.sentBeforeTheClose, "the client hung up once the cap was reached")
    }

    @Test(arguments: HostileBodyServer.Body.allCases)
    func concurrentRequestsOverTheCapAllEndAtOnceAndTheirConnectionsAreClosed(
        body: HostileBodyServer.Body
    ) async throws {
        let (sut, server) = try makeSUT(body: body)
        defer { server.stop() }
        let urls = try (1...4).map { try server.url("character?page=\($0)") }

        let outcomes = await withTaskGroup(of: (any Error)?.self) { group in
            for url in urls {
                group.addTask {
                    do {
                        _ = try await sut.send(.get(url))
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(outcomes.count == 4)
        #expect(outcomes.allSatisfy { ($0 as? NetworkError)?.isResponseTooLarge == true }, "\(outcomes)")
        await server.waitUntilConnectionsEnded(4)
        #expect(server.bodyBytesSent < 4 * Self.sentBeforeTheClose, "the client hung up on each at the cap")
    }

    @Test func cancellingARequestReceivingAnEndlessBodyAnswersAtOnceAndTheConnectionIsClosed() async throws {
        let server = try HostileBodyServer(body: .endless)
        defer { server.stop() }
        let sut = SocketHTTPClient()
        let url = try server.url("character/avatar/1.jpeg")
        let request = Task { try await sut.send(.get(url)) }
        await server.waitUntilConnectionsAccepted(1)

        request.cancel()

        await #expect(throws: CancellationError.self) { try await request.value }
        await server.waitUntilConnectionsEnded(1)
        #expect(server.endedConnections == 1, "the client hung up")
    }

    @Test func theClientKeepsServingAfterRejectingABody() async throws {
        let (sut, hostile) = try makeSUT(body: .endless)
        defer { hostile.stop() }
        let server = HTTPServer(handler: FixedBodyHandler(body: Data("fine".utf8)))
        let port = try server.start()
        defer { server.stop() }
        _ = try? await sut.send(.get(try hostile.url("character")))

        let next = try await sut.send(.get(try #require(URL(string: "http://127.0.0.1:\(port)/next"))))

        #expect(next.body == Data("fine".utf8))
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

        let received = try await SocketHTTPClient(maximumResponseBytes: body.count).send(.get(url))

        #expect(received.body == body)
    }

    @Test(arguments: HostileBodyServer.Body.allCases)
    func theAppsTransportRejectsTheBodyOfAPlainHTTPServerTheSameWay(body: HostileBodyServer.Body) async throws {
        let server = try HostileBodyServer(body: body)
        defer { server.stop() }
        let url = try server.url("episode?page=1")

        await #expect(throws: NetworkError.responseTooLarge(limit: Self.limit, url: url)) {
            try await LiveHTTPClient(maximumResponseBytes: Self.limit).send(.get(url))
        }

        await server.waitUntilConnectionsEnded(1)
        #expect(server.bodyBytesSent < Self.sentBeforeTheClose, "the client hung up once the cap was reached")
    }

    private func makeSUT(body: HostileBodyServer.Body) throws -> (sut: SocketHTTPClient, server: HostileBodyServer) {
        (SocketHTTPClient(maximumResponseBytes: Self.limit), try HostileBodyServer(body: body))
    }
}

extension HostileBodyServer {
    fileprivate func url(_ path: String) throws -> URL {
        try #require(URL(string: "\(apiBase)/\(path)"))
    }
}

extension NetworkError {
    fileprivate var isResponseTooLarge: Bool {
        if case .responseTooLarge = self { true } else { false }
    }
}

/// Answers every request with the same 200 body.
private struct FixedBodyHandler: HTTPRequestHandler {
    let body: Data

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        HTTPServerResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: body)
    }
}
