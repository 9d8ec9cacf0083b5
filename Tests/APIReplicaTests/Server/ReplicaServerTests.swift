import Foundation
import LoopbackHTTP
import TestSupport
import Testing

@testable import APIReplica

@Suite("ReplicaServer")
struct ReplicaServerTests {
    @Test func servesTheDatasetWithLinksToTheURLItIsServedAt() async throws {
        let sut = try ReplicaServer.start(serving: try ReplicaDataset.bundledSample())
        defer { sut.stop() }

        let response = try await onDedicatedThread { [port = sut.port] in
            try RawHTTPClient(port: port).get("/api/character?page=1")
        }

        #expect(sut.apiBaseURL.absoluteString == "http://127.0.0.1:\(sut.port)/api")
        #expect(response.status == 200)
        #expect(
            String(decoding: response.body, as: UTF8.self).contains("\"next\":\"\(sut.apiBaseURL)/character?page=2\""))
    }

    @Test func buildsItsHandlerForTheBaseURLOnceThePortIsBound() async throws {
        var madeFor: [URL] = []
        let sut = try ReplicaServer.start { base in
            madeFor.append(base)
            return FixedAnswer()
        }
        defer { sut.stop() }

        let response = try await onDedicatedThread { [port = sut.port] in try RawHTTPClient(port: port).get("/") }

        #expect(madeFor == [sut.apiBaseURL])
        #expect(response.status == 204)
    }

    @Test func stopClosesThePort() async throws {
        let sut = try ReplicaServer.start { _ in FixedAnswer() }

        sut.stop()

        await #expect(throws: (any Error).self) {
            try await onDedicatedThread { [port = sut.port] in try RawHTTPClient(port: port).get("/") }
        }
    }
}

private struct FixedAnswer: HTTPRequestHandler {
    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        HTTPServerResponse(status: 204)
    }
}
