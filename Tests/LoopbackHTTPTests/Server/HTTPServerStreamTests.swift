import Foundation
import TestSupport
import Testing

@testable import LoopbackHTTP

@Suite("HTTPServer streamed responses")
struct HTTPServerStreamTests {
    @Test func aStreamsChunksArriveAsTheyAreSentAfterAHeadWithoutALength() async throws {
        let stream = HTTPResponseStream()
        let sut = try makeSUT(stream)
        defer { sut.server.stop() }

        let (head, first, second) = try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/events")
            let head = try client.readResponse()
            stream.send(Data("data: one\n\n".utf8))
            let first = try client.read(through: "\n\n")
            stream.send(Data("data: two\n\n".utf8))
            return (head, first, try client.read(through: "\n\n"))
        }

        #expect(head.status == 200)
        #expect(head.header("Content-Type") == "text/event-stream")
        #expect(head.header("Content-Length") == nil)
        #expect(head.header("Connection") == "close")
        #expect(first == "data: one\n\n")
        #expect(second == "data: two\n\n")
    }

    @Test func endingTheStreamWritesWhatIsQueuedThenClosesTheConnection() async throws {
        let stream = HTTPResponseStream()
        let sut = try makeSUT(stream)
        defer { sut.server.stop() }

        let rest = try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/events")
            _ = try client.readResponse()
            stream.send(Data("data: last\n\n".utf8))
            stream.end()
            return String(decoding: try client.readToEnd(), as: UTF8.self)
        }

        #expect(rest == "data: last\n\n")
    }

    @Test(.hangGuard) func aClientThatGoesAwayEndsTheStream() async throws {
        let stream = HTTPResponseStream()
        let sut = try makeSUT(stream)
        defer { sut.server.stop() }

        try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/events")
            _ = try client.readResponse()
            client.closeWriting()
        }
        await withCheckedContinuation { ended in stream.onEnd { ended.resume() } }

        #expect(stream.hasEnded)
        #expect(!stream.send(Data("data: late\n\n".utf8)))
    }

    @Test func stoppingTheServerEndsEveryOpenStream() async throws {
        let stream = HTTPResponseStream()
        let sut = try makeSUT(stream)

        try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/events")
            _ = try client.readResponse()
        }
        sut.server.stop()

        #expect(stream.hasEnded)
    }

    @Test func aQuietStreamWritesItsHeartbeat() async throws {
        let stream = HTTPResponseStream(heartbeat: Data(": beat\n\n".utf8), heartbeatInterval: .milliseconds(20))
        let sut = try makeSUT(stream)
        defer { sut.server.stop() }

        let beat = try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("GET", "/events")
            _ = try client.readResponse()
            return try client.read(through: "\n\n")
        }

        #expect(beat == ": beat\n\n")
    }

    @Test func unwrittenBytesPastTheCapacityEndTheStream() {
        let stream = HTTPResponseStream(capacity: 10)

        #expect(stream.send(Data(repeating: 1, count: 6)))
        #expect(!stream.send(Data(repeating: 2, count: 6)))
        #expect(stream.hasEnded)
    }

    @Test func aHeadRequestGetsTheHeadAndTheStreamEnds() async throws {
        let stream = HTTPResponseStream()
        let sut = try makeSUT(stream)
        defer { sut.server.stop() }

        let rest = try await onDedicatedThread {
            let client = try sut.connect()
            try client.sendRequest("HEAD", "/events")
            _ = try client.readResponse(expectsBody: false)
            return try client.readToEnd()
        }

        #expect(rest.isEmpty)
        #expect(stream.hasEnded)
    }

    private func makeSUT(_ stream: HTTPResponseStream) throws -> StartedServer {
        try StartedServer { _ in
            .streaming(headers: ["Content-Type": "text/event-stream"], stream: stream)
        }
    }
}
