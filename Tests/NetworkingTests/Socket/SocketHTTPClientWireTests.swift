import Foundation
import LoopbackHTTP
import Networking
import TestSupport
import Testing

@Suite("SocketHTTPClient on the wire", .hangGuard)
struct SocketHTTPClientWireTests {
    @Test func sendsTheRequestLineHostFieldsAndBody() async throws {
        let (sut, server) = try makeSUT([.send(Self.ok("done"))])
        defer { server.stop() }
        let url = try server.url("/api/character/%5B1,2%5D?name=rick%20sanchez&page=2")

        _ = try await sut.send(HTTPRequest(method: .post, url: url, headers: ["X-Token": "t"], body: Data("xy".utf8)))

        let request = try #require(server.requests.first)
        #expect(request.hasPrefix("POST /api/character/%5B1,2%5D?name=rick%20sanchez&page=2 HTTP/1.1\r\n"))
        #expect(request.contains("\r\nHost: 127.0.0.1:\(server.port)\r\n"))
        #expect(request.contains("\r\nX-Token: t\r\n"))
        #expect(request.hasSuffix("\r\nContent-Length: 2\r\n\r\nxy"))
    }

    @Test func readsABodyOfADeclaredLengthAndItsHeaders() async throws {
        let reply =
            "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nX-A: 1\r\nX-A: 2\r\n"
            + "Content-Length: 2\r\n\r\n{}"
        let (sut, server) = try makeSUT([.send(reply)])
        defer { server.stop() }
        let url = try server.url("/api/character/9999")

        let response = try await sut.send(.get(url))

        #expect(response.statusCode == 404)
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("X-A") == "1, 2")
        #expect(response.body == Data("{}".utf8))
        #expect(response.url == url)
    }

    @Test func readsAChunkedBodyWithExtensionsAndTrailers() async throws {
        let reply =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n"
        let (sut, server) = try makeSUT([.send(reply)])
        defer { server.stop() }

        let response = try await sut.send(.get(try server.url("/chunked")))

        #expect(String(decoding: response.body, as: UTF8.self) == "hello, world")
    }

    @Test func readsABodyWithoutALengthUntilTheServerCloses() async throws {
        let (sut, server) = try makeSUT([.sendAndClose("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nall of it")])
        defer { server.stop() }

        let response = try await sut.send(.get(try server.url("/close")))

        #expect(String(decoding: response.body, as: UTF8.self) == "all of it")
    }

    @Test func skipsAnInterimResponse() async throws {
        let (sut, server) = try makeSUT([.send("HTTP/1.1 100 Continue\r\n\r\n" + Self.ok("final"))])
        defer { server.stop() }

        let response = try await sut.send(.get(try server.url("/interim")))

        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "final")
    }

    @Test func readsNoBodyForHeadOrANoContentStatus() async throws {
        let (sut, server) = try makeSUT([
            .send("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n"), .send("HTTP/1.1 204 No Content\r\n\r\n"),
            .send(Self.ok("after")),
        ])
        defer { server.stop() }

        let head = try await sut.send(HTTPRequest(method: .head, url: try server.url("/head")))
        let noContent = try await sut.send(.get(try server.url("/none")))
        let after = try await sut.send(.get(try server.url("/after")))

        #expect(head.body.isEmpty)
        #expect(noContent.statusCode == 204)
        #expect(String(decoding: after.body, as: UTF8.self) == "after")
        #expect(server.connectionCount == 1, "every answer ended where its framing said, so the connection was kept")
    }

    @Test func reusesAKeptAliveConnection() async throws {
        let (sut, server) = try makeSUT([.send(Self.ok("one")), .send(Self.ok("two"))])
        defer { server.stop() }

        _ = try await sut.send(.get(try server.url("/one")))
        let second = try await sut.send(.get(try server.url("/two")))

        #expect(String(decoding: second.body, as: UTF8.self) == "two")
        #expect(server.connectionCount == 1)
    }

    @Test func aReleasedClientClosesItsKeptConnections() async throws {
        let server = try ScriptedHTTPServer([.send(Self.ok("one"))])
        defer { server.stop() }

        try await withLeakTracking { leaks in
            let sut = SocketHTTPClient()
            leaks.track(sut)
            _ = try await sut.send(.get(try server.url("/one")))
        }

        #expect(await server.waitUntilConnectionsEnded(1))
    }

    @Test func opensANewConnectionAfterTheServerAskedToClose() async throws {
        let (sut, server) = try makeSUT([
            .sendAndClose("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 3\r\n\r\none"),
            .send(Self.ok("two")),
        ])
        defer { server.stop() }

        _ = try await sut.send(.get(try server.url("/one")))
        let second = try await sut.send(.get(try server.url("/two")))

        #expect(String(decoding: second.body, as: UTF8.self) == "two")
        #expect(server.connectionCount == 2)
    }

    @Test func sendsAReadAgainOnANewConnectionWhenTheKeptOneWasClosedMeanwhile() async throws {
        let (sut, server) = try makeSUT([.sendAndClose(Self.ok("one")), .send(Self.ok("two"))])
        defer { server.stop() }
        _ = try await sut.send(.get(try server.url("/one")))

        let second = try await sut.send(.get(try server.url("/two")))

        #expect(String(decoding: second.body, as: UTF8.self) == "two")
        #expect(server.connectionCount == 2)
    }

    @Test(arguments: [
        ScriptedHTTPServer.Reply.close, .sendAndClose("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhalf"),
        .sendAndClose("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nhalf"), .send("NOT HTTP\r\n\r\n"),
        .send("HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\n"),
        .send(String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 20)),
        .send(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
                + String(repeating: "X-Trailer: endless\r\n", count: 5_000)),
    ])
    func aBrokenAnswerIsALostConnectionAsURLSessionReportsIt(reply: ScriptedHTTPServer.Reply) async throws {
        let (sut, server) = try makeSUT([reply])
        defer { server.stop() }

        // No complete answer arrived, so asking again can help: the retry policy's `connectionLost`.
        await expectTransportFailure(.connectionLost, from: sut, for: try server.url("/broken"))
    }

    @Test func aServerThatSendsNothingTimesOutAfterTheIdleTimeout() async throws {
        let server = try ScriptedHTTPServer([.silence])
        defer { server.stop() }
        let sut = SocketHTTPClient(idleTimeout: .milliseconds(200))

        await expectTransportFailure(.timedOut, from: sut, for: try server.url("/silent"))
    }

    @Test func aClosedPortIsConnectionRefused() async throws {
        let closed = try ReservedClosedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(closed.port)/api"))

        await expectTransportFailure(.connectionRefused, from: SocketHTTPClient(), for: url)
    }

    @Test func cancellingTheCallerAnswersAtOnceAndClosesTheConnection() async throws {
        let server = try ScriptedHTTPServer([.silence])
        defer { server.stop() }
        let sut = SocketHTTPClient()
        let url = try server.url("/silent")
        let request = Task { try await sut.send(.get(url)) }
        #expect(await waitUntil { server.requests.count == 1 })

        request.cancel()

        await #expect(throws: CancellationError.self) { try await request.value }
    }

    @Test func refusesAURLThatIsNotPlainHTTP() async throws {
        let url = try #require(URL(string: "https://127.0.0.1/api"))

        await #expect(throws: NetworkError.self) { try await SocketHTTPClient().send(.get(url)) }
    }

    // MARK: - Helpers

    private func makeSUT(_ script: [ScriptedHTTPServer.Reply]) throws -> (SocketHTTPClient, ScriptedHTTPServer) {
        (SocketHTTPClient(), try ScriptedHTTPServer(script))
    }

    private func expectTransportFailure(
        _ expected: TransportFailure, from sut: SocketHTTPClient, for url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let error = await #expect(throws: NetworkError.self, sourceLocation: sourceLocation) {
            try await sut.send(.get(url))
        }
        guard case .transport(expected, _, url) = error else {
            Issue.record(
                "expected \(expected) for \(url), got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
    }

    private static func ok(_ body: String) -> String {
        "HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }
}
