import Foundation
import TestSupport
import Testing

@testable import LoopbackHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTPServer delivery faults and delays")
struct HTTPServerDeliveryTests {
    @Test func dropConnectionClosesWithoutAnyResponse() async throws {
        let sut = try StartedServer { _ in
            HTTPServerResponse(status: 200, body: Data("x".utf8), delivery: .dropConnection)
        }
        defer { sut.server.stop() }

        let received = try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/dropped")
            return try client.readToEnd()
        }

        #expect(received.isEmpty)
    }

    @Test func truncateBodySendsFewerBytesThanAnnouncedThenCloses() async throws {
        let sut = try StartedServer { _ in
            HTTPServerResponse(
                status: 200, body: Data(repeating: 7, count: 1000), delivery: .truncateBody(afterBytes: 10))
        }
        defer { sut.server.stop() }

        let result = try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/truncated")
            return Result { try client.readResponse() }
        }

        #expect(throws: RawHTTPClient.Failure.closedBeforeCompleteResponse(receivedBytes: 10)) { try result.get() }
    }

    @Test func truncateBodyCutsWhatURLSessionReceives() async throws {
        let sut = try StartedServer { _ in
            HTTPServerResponse(
                status: 200, body: Data(repeating: 7, count: 1000), delivery: .truncateBody(afterBytes: 10))
        }
        defer { sut.server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let url = try #require(sut.server.baseURL?.appendingPathComponent("truncated"))

        let result = await Result { try await session.data(from: url) }

        #expect(throws: (any Error).self) { try result.get() }
    }

    @Test func delayedResponsesKeepTheirOrderOnAConnection() async throws {
        let sut = try StartedServer { request in
            var response = HandlerSpy.echo(request)
            response.delay = request.target == "/slow" ? .milliseconds(50) : .zero
            return response
        }
        defer { sut.server.stop() }

        let bodies = try await onDedicatedThread {
            let client = try sut.connect()
            try client.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /fast HTTP/1.1\r\nHost: x\r\n\r\n")
            return try [client.readResponse().bodyText, client.readResponse().bodyText]
        }

        #expect(bodies == ["GET /slow", "GET /fast"])
    }

    @Test func aDelayedResponseDoesNotHoldUpOtherConnections() async throws {
        let sut = try StartedServer { request in
            var response = HandlerSpy.echo(request)
            response.delay = request.target == "/slow" ? .seconds(3600) : .zero
            return response
        }
        defer { sut.server.stop() }

        let (fast, slowAnsweredFirst) = try await onDedicatedThread {
            let slow = try sut.connect()
            try slow.sendRequest("GET", "/slow")
            let fast = try sut.connect().get("/fast")
            return (fast, slow.waitForData(timeout: .zero))
        }

        #expect(fast.bodyText == "GET /fast")
        #expect(!slowAnsweredFirst)
    }
}

extension Result where Failure == any Error {
    fileprivate init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
