import Foundation
import TestSupport
import Testing

@testable import LoopbackHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTPServer exchanges")
struct HTTPServerExchangeTests {
    @Test func answersAGetFromURLSession() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let url = try #require(URL(string: "http://127.0.0.1:\(sut.port)/api/character/?name=rick%20sanchez"))

        let (data, response) = try await session.data(from: url)

        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/plain")
        #expect(String(decoding: data, as: UTF8.self) == "GET /api/character/?name=rick%20sanchez")
        #expect(sut.handler.targets == ["/api/character/?name=rick%20sanchez"])
    }

    @Test func answersAGetFromARawClientWithServerHeaders() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let response = try await onDedicatedThread { try sut.connect().get("/raw") }

        #expect(response.statusLine == "HTTP/1.1 200 OK")
        #expect(response.bodyText == "GET /raw")
        #expect(response.header("Content-Length") == "8")
        #expect(response.header("Connection") == "keep-alive")
        #expect(response.header("Date")?.hasSuffix(" GMT") == true)
    }

    @Test func keepsTheConnectionAliveForFurtherRequests() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let bodies = try await onDedicatedThread {
            let client = try sut.connect()
            return try [client.get("/first").bodyText, client.get("/second").bodyText]
        }

        #expect(bodies == ["GET /first", "GET /second"])
    }

    @Test func answersPipelinedRequestsInOrder() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let bodies = try await onDedicatedThread {
            let client = try sut.connect()
            try client.send((1...5).map { "GET /\($0) HTTP/1.1\r\nHost: x\r\n\r\n" }.joined())
            return try (1...5).map { _ in try client.readResponse().bodyText }
        }

        #expect(bodies == (1...5).map { "GET /\($0)" })
    }

    @Test func closesAfterAnsweringWhenTheClientAsksTo() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let (response, remainder) = try await onDedicatedThread {
            let client = try sut.connect()
            let response = try client.get("/bye", headers: ["Connection: close"])
            return (response, try client.readToEnd())
        }

        #expect(response.header("Connection") == "close")
        #expect(remainder.isEmpty)
    }

    @Test func closesHTTP10ConnectionsUnlessKeepAliveIsAsked() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let (plain, kept) = try await onDedicatedThread {
            let plainClient = try sut.connect()
            try plainClient.send("GET /old HTTP/1.0\r\n\r\n")
            let plain = try plainClient.readResponse()
            #expect(try plainClient.readToEnd().isEmpty)
            let keptClient = try sut.connect()
            try keptClient.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /b HTTP/1.0\r\n\r\n")
            return (plain, try [keptClient.readResponse(), keptClient.readResponse()])
        }

        #expect(plain.header("Connection") == "close")
        #expect(kept.map { $0.header("Connection") } == ["keep-alive", "close"])
        #expect(kept.map(\.bodyText) == ["GET /a", "GET /b"])
    }

    @Test func answersHeadWithTheFullContentLengthButNoBody() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let (head, next) = try await onDedicatedThread {
            let client = try sut.connect()
            try client.send("HEAD /item HTTP/1.1\r\nHost: x\r\n\r\nGET /next HTTP/1.1\r\nHost: x\r\n\r\n")
            return (try client.readResponse(expectsBody: false), try client.readResponse())
        }

        #expect(head.header("Content-Length") == "\("HEAD /item".utf8.count)")
        #expect(head.body.isEmpty)
        #expect(next.bodyText == "GET /next")
    }

    @Test func passesUnknownMethodsAndBodiesToTheHandler() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let response = try await onDedicatedThread {
            let client = try sut.connect()
            try client.send("BREW /pot HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\ntea")
            return try client.readResponse()
        }

        #expect(response.bodyText == "BREW /pottea")
        #expect(sut.handler.messages.map(\.request.method) == ["BREW"])
    }

    @Test func sendsContinueBeforeReadingAnExpectedBody() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let (interim, final) = try await onDedicatedThread {
            let client = try sut.connect()
            try client.send("PUT /up HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
            let interim = try client.readResponse(expectsBody: false)
            try client.send("data")
            return (interim, try client.readResponse())
        }

        #expect(interim.statusLine == "HTTP/1.1 100 Continue")
        #expect(final.bodyText == "PUT /updata")
    }

    @Test func servesFiftyConcurrentClients() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let bodies = try await onDedicatedThread {
            let clients = try (0..<50).map { _ in try sut.connect() }
            for (index, client) in clients.enumerated() { try client.sendRequest("GET", "/client/\(index)") }
            return try clients.map { try $0.readResponse().bodyText }
        }

        #expect(bodies == (0..<50).map { "GET /client/\($0)" })
    }

    @Test func servesConcurrentURLSessionRequests() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let base = try #require(sut.server.baseURL)

        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<20 {
                group.addTask {
                    let (data, _) = try await session.data(from: base.appendingPathComponent("item/\(index)"))
                    return String(decoding: data, as: UTF8.self)
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }

        #expect(bodies == Set((0..<20).map { "GET /item/\($0)" }))
    }
}

extension HandlerSpy.Message {
    fileprivate var request: HTTPServerRequest {
        switch self {
        case .response(let request): request
        }
    }
}
