import Foundation
import TestSupport
import Testing

@testable import LoopbackHTTP

@Suite("HTTPServer lifecycle")
struct HTTPServerLifecycleTests {
    @Test func startOnPortZeroReportsTheRealBoundPort() throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        #expect(sut.port != 0)
        #expect(sut.server.port == sut.port)
        #expect(sut.server.baseURL == URL(string: "http://127.0.0.1:\(sut.port)"))
    }

    @Test func listensOnTheLoopbackAddressOnly() throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let address = try #require(sut.server.listeningAddress)

        #expect(address.host == "127.0.0.1")
        #expect(address.port == sut.port)
    }

    @Test func refusesToStartTwice() throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        #expect(throws: HTTPServerError.alreadyStarted) { try sut.server.start() }
    }

    @Test func reportsAPortThatIsTakenWhenStarting() throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }
        let second = HTTPServer(handler: HandlerSpy(), configuration: .init(port: sut.port))

        #expect(throws: HTTPServerError.bindFailed(port: sut.port, errno: EADDRINUSE)) { try second.start() }
        #expect(second.baseURL == nil)
    }

    @Test func stopClosesOpenConnectionsAndFreesThePort() async throws {
        let sut = try StartedServer()
        let port = sut.port

        let remainder = try await onDedicatedThread {
            let client = try sut.connect()
            _ = try client.get("/before-stop")
            sut.server.stop()
            return try client.readToEnd()
        }

        #expect(remainder.isEmpty)
        #expect(sut.server.baseURL == nil)
        #expect(throws: RawHTTPClient.Failure.connectFailed(errno: ECONNREFUSED)) { try RawHTTPClient(port: port) }
        let next = HTTPServer(handler: HandlerSpy(), configuration: .init(port: port))
        #expect(try next.start() == port)
        next.stop()
    }

    @Test func stopDoesNotWaitForDelayedResponses() async throws {
        let sut = try StartedServer { _ in HTTPServerResponse(status: 200, delay: .seconds(3600)) }

        let remainder = try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/forever")
            sut.handler.waitForRequest()
            sut.server.stop()
            return try client.readToEnd()
        }

        #expect(remainder.isEmpty)
    }

    @Test func stopIsHarmlessBeforeStartAndWhenRepeated() throws {
        let idle = HTTPServer(handler: HandlerSpy())
        idle.stop()
        let sut = try StartedServer()

        sut.server.stop()
        sut.server.stop()

        #expect(sut.server.port == nil)
        #expect(throws: HTTPServerError.alreadyStarted) { try sut.server.start() }
    }

    @Test func serverIsReleasedAfterStop() async throws {
        try await withLeakTracking { tracker in
            let sut = try StartedServer()
            tracker.track(sut.server)

            let response = try await onDedicatedThread { try sut.connect().get("/") }
            sut.server.stop()

            #expect(response.status == 200)
        }
    }
}
