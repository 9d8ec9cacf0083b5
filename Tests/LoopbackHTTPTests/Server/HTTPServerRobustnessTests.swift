import Foundation
import TestSupport
import Testing

@testable import LoopbackHTTP

@Suite("HTTPServer robustness")
struct HTTPServerRobustnessTests {
    @Test(arguments: [
        BadRequest(bytes: [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03], status: 400),
        BadRequest(text: "NOT AN HTTP REQUEST\r\n\r\n", status: 400),
        BadRequest(text: "GET /" + String(repeating: "a", count: 9 * 1024), status: 414),
        BadRequest(
            text: "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 40 * 1024), status: 431),
        BadRequest(text: "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\n\r\n", status: 413),
        BadRequest(text: "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 501),
        BadRequest(text: "GET / HTTP/3.0\r\nHost: x\r\n\r\n", status: 505),
    ])
    func answersBadRequestsWithAJSONErrorClosesAndKeepsServing(bad: BadRequest) async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let (refusal, remainder, next) = try await onDedicatedThread {
            let client = try sut.connect()
            try client.send(bad.bytes)
            let refusal = try client.readResponse()
            return (refusal, try client.readToEnd(), try sut.connect().get("/after"))
        }

        #expect(refusal.status == bad.status)
        #expect(refusal.header("Connection") == "close")
        #expect(refusal.header("Content-Type") == "application/json; charset=utf-8")
        #expect(refusal.bodyText.hasPrefix("{\"error\":\""))
        #expect(remainder.isEmpty)
        #expect(next.bodyText == "GET /after")
        #expect(sut.handler.targets == ["/after"])
    }

    @Test func closesQuietlyWhenTheClientLeavesHalfwayThroughARequest() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }

        let (remainder, next) = try await onDedicatedThread {
            let client = try sut.connect()
            try client.send("GET /half HTTP/1.1\r\nHos")
            client.closeWriting()
            return (try client.readToEnd(), try sut.connect().get("/after"))
        }

        #expect(remainder.isEmpty)
        #expect(next.bodyText == "GET /after")
    }

    @Test func keepsServingWhenAClientLeavesWhileItsResponseIsWritten() async throws {
        let bigBody = Data(count: 16 * 1024 * 1024)
        let sut = try StartedServer { request in
            request.target == "/big" ? HTTPServerResponse(status: 200, body: bigBody) : HandlerSpy.echo(request)
        }
        defer { sut.server.stop() }

        let next = try await onDedicatedThread {
            do {
                let leaving = try sut.connect()
                try leaving.sendRequest("GET", "/big")
                _ = leaving.waitForData(timeout: .seconds(5))
            }
            return try sut.connect().get("/after")
        }
        sut.server.stop()

        #expect(next.bodyText == "GET /after")
    }

    @Test func servesOthersWhileAClientStallsMidRequestAndThenTimesItOut() async throws {
        let sut = try StartedServer(configuration: .init(idleTimeout: .milliseconds(200)))
        defer { sut.server.stop() }

        let (other, stalledAnswer) = try await onDedicatedThread {
            let stalled = try sut.connect()
            try stalled.send("GET /stalled HTTP/1.1\r\nHost: x\r\n")
            let other = try sut.connect().get("/other")
            return (other, try stalled.readResponse())
        }

        #expect(other.bodyText == "GET /other")
        #expect(stalledAnswer.status == 408)
    }

    @Test func timesOutAClientThatDripsARequestByteByByte() async throws {
        let sut = try StartedServer(configuration: .init(requestTimeout: .milliseconds(150)))
        defer { sut.server.stop() }

        let answer = try await onDedicatedThread {
            let dripping = try sut.connect()
            let request =
                Array("GET /drip HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8)
                + Array(repeating: UInt8(ascii: "z"), count: 500)
            for byte in request {
                try dripping.send([byte])
                if dripping.waitForData(timeout: .milliseconds(20)) { break }
            }
            return try dripping.readResponse()
        }

        #expect(answer.status == 408)
        #expect(sut.handler.messages.isEmpty)
    }

    @Test func closesAKeptAliveConnectionAfterTheIdleTimeout() async throws {
        let sut = try StartedServer(configuration: .init(idleTimeout: .milliseconds(100)))
        defer { sut.server.stop() }

        let remainder = try await onDedicatedThread {
            let client = try sut.connect()
            _ = try client.get("/once")
            return try client.readToEnd()
        }

        #expect(remainder.isEmpty)
    }

    @Test func aNewClientTakesThePlaceOfTheConnectionIdleTheLongestWhenFull() async throws {
        let sut = try StartedServer(configuration: .init(maxConnections: 2))
        defer { sut.server.stop() }

        let (answer, oldestLeft, newerStayed) = try await onDedicatedThread {
            // The oldest has been idle since it was accepted, and never answers, so it is never the busy one: the
            // newer is idle only since its answer, or still answering (a client can read an answer before the server
            // marks it done), and either way the oldest gives way.
            let oldest = try sut.connect()
            let newer = try sut.connect()
            _ = try newer.get("/second")
            return (try sut.connect().get("/third"), try oldest.readToEnd(), try newer.get("/fourth"))
        }

        #expect(answer.bodyText == "GET /third")
        #expect(oldestLeft.isEmpty, "the connection idle the longest was closed without a word")
        #expect(newerStayed.bodyText == "GET /fourth")
    }

    @Test func socketsThatNeverSendAByteCannotLockTheServer() async throws {
        let sut = try StartedServer(configuration: .init(maxConnections: 4))
        defer { sut.server.stop() }

        let answer = try await onDedicatedThread {
            let silent = try (0..<10).map { _ in try sut.connect() }
            defer { withExtendedLifetime(silent) {} }
            return try sut.connect().get("/after")
        }

        #expect(answer.bodyText == "GET /after")
    }

    @Test func aConnectionDrippingARequestGivesWayWhenFull() async throws {
        let sut = try StartedServer(configuration: .init(maxConnections: 1))
        defer { sut.server.stop() }

        let (answer, drippingLeft) = try await onDedicatedThread {
            let dripping = try sut.connect()
            try dripping.send("GET /slow HTTP/1.1\r\nHo")
            return (try sut.connect().get("/fast"), try dripping.readToEnd())
        }

        #expect(answer.bodyText == "GET /fast")
        #expect(drippingLeft.isEmpty)
    }

    @Test func freshPartialRequestsArrivingFasterThanSlotsFreeCannotKeepOutANewClient() async throws {
        let sut = try StartedServer(configuration: .init(maxConnections: 4))
        defer { sut.server.stop() }

        let (answers, oldestLeft) = try await onDedicatedThread {
            var dripping: [RawHTTPClient] = []
            var answers: [Int] = []
            for round in 0..<3 {
                for _ in 0..<6 {
                    let partial = try sut.connect()
                    try partial.send("GET /slow-\(round) HTTP/1.1\r\nHo")
                    dripping.append(partial)
                }
                answers.append(try sut.connect().get("/probe-\(round)").status)
            }
            return (answers, try dripping[0].readToEnd())
        }

        #expect(answers == [200, 200, 200], "every new client is answered, however young the partial requests")
        #expect(oldestLeft.isEmpty, "the oldest partial request gave way without a word")
    }

    @Test func turnsAwayANewClientWith503WhenEveryConnectionIsBusyAnswering() async throws {
        let (arrived, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let sut = try StartedServer(configuration: .init(maxConnections: 1)) { request in
            arrived.signal()
            release.wait()
            return HandlerSpy.echo(request)
        }
        defer { sut.server.stop() }

        let (turnedAway, busyAnswer) = try await onDedicatedThread {
            let busy = try sut.connect()
            try busy.sendRequest("GET", "/busy")
            arrived.wait()
            let turnedAway = try sut.connect().readResponse()
            release.signal()
            return (turnedAway, try busy.readResponse())
        }

        #expect(turnedAway.status == 503)
        #expect(busyAnswer.bodyText == "GET /busy")
    }
}

/// Bytes the server must refuse, and the status it must refuse them with.
struct BadRequest: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let status: Int

    init(bytes: [UInt8], status: Int) {
        self.bytes = bytes
        self.status = status
    }

    init(text: String, status: Int) {
        self.init(bytes: Array(text.utf8), status: status)
    }

    var testDescription: String {
        "\(status) for \(String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription)"
    }
}
