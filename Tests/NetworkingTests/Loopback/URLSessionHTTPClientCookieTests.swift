import APIReplica
import Foundation
import Locking
import LoopbackHTTP
import Networking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An API client has no browser session: cookies a server sets are neither kept nor sent back, so no request
/// depends on an earlier one and the client spends no time parsing `Set-Cookie`.
@Suite("URLSessionHTTPClient cookies")
struct URLSessionHTTPClientCookieTests {
    @Test func neverSendsBackACookieTheServerSet() async throws {
        let (sut, server) = try makeSUT()
        defer { server.stop() }

        _ = try await sut.send(.get(try server.url("first")))
        _ = try await sut.send(.get(try server.url("second")))

        let requests = server.handler.requests
        #expect(requests.map(\.target) == ["/first", "/second"])
        #expect(requests.allSatisfy { $0.cookie == nil }, "cookies sent: \(requests.compactMap(\.cookie))")
    }

    @Test func keepsNoCookieEvenWhenTheConfigurationHasAStore() async throws {
        let configuration = URLSessionConfiguration.default
        configuration.httpCookieStorage = HTTPCookieStorage.shared
        configuration.httpCookieAcceptPolicy = .always
        configuration.httpShouldSetCookies = true
        let (sut, server) = try makeSUT(configuration: configuration)
        defer { server.stop() }

        _ = try await sut.send(.get(try server.url("first")))
        _ = try await sut.send(.get(try server.url("second")))

        #expect(server.handler.requests.allSatisfy { $0.cookie == nil })
        #expect(configuration.httpCookieStorage != nil, "the caller's configuration is copied, not changed")
    }

    // MARK: - Helpers

    private func makeSUT(
        configuration: URLSessionConfiguration = .ephemeral
    ) throws -> (URLSessionHTTPClient, CookieServer) {
        let server = try CookieServer()
        return (URLSessionHTTPClient(configuration: configuration), server)
    }
}

/// A loopback server whose every answer sets a cookie, recording the `Cookie` header of each request.
private struct CookieServer {
    let handler = CookieSettingHandler()
    private let server: HTTPServer
    private let port: UInt16

    init() throws {
        server = HTTPServer(handler: handler)
        port = try server.start()
    }

    func url(_ path: String) throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(port)/\(path)"))
    }

    func stop() {
        server.stop()
    }
}

private final class CookieSettingHandler: HTTPRequestHandler {
    struct Received: Sendable {
        var target: String
        var cookie: String?
    }

    private let received = Locked<[Received]>([])

    var requests: [Received] {
        received.withLock { $0 }
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        let cookie = request.headers.first { $0.name.lowercased() == "cookie" }?.value
        received.withLock { $0.append(Received(target: request.target, cookie: cookie)) }
        return HTTPServerResponse(
            status: 200, headers: ["Set-Cookie": "session=abc; Path=/"], body: Data("ok".utf8))
    }
}
