import Foundation
import Testing

@testable import LoopbackHTTP

@Suite("HTTPRequestParser")
struct HTTPRequestParserTests {
    @Test func parsesRequestLineAndHeadersKeepingTheTargetPercentEncoded() throws {
        var sut = makeSUT()

        sut.append(bytes("GET /api/character/?name=rick%20sanchez HTTP/1.1\r\nHost: x\r\nAccept:  */*  \r\n\r\n"))

        let parsed = try #require(try sut.nextRequest())
        #expect(parsed.request.method == "GET")
        #expect(parsed.request.target == "/api/character/?name=rick%20sanchez")
        #expect(parsed.request.headers.map(\.name) == ["Host", "Accept"])
        #expect(parsed.request.header("accept") == "*/*")
        #expect(parsed.minorVersion == 1)
        #expect(parsed.keepsAlive)
        #expect(!sut.hasPartialRequest)
    }

    @Test func waitsForMoreBytesWhenARequestArrivesOneByteAtATime() throws {
        var sut = makeSUT()
        let request = bytes("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
        var parsed: [ParsedHTTPRequest] = []

        for byte in request {
            sut.append([byte])
            if let next = try sut.nextRequest() { parsed.append(next) }
        }

        #expect(parsed.map(\.request.body) == [Data("hello".utf8)])
        #expect(parsed.map(\.request.target) == ["/echo"])
    }

    @Test func deliversPipelinedRequestsInOrder() throws {
        var sut = makeSUT()
        sut.append(
            bytes(
                "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nPOST /2 HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhiGET /3 HT")
        )

        let first = try sut.nextRequest()
        let second = try sut.nextRequest()
        let none = try sut.nextRequest()
        sut.append(bytes("TP/1.1\r\nHost: x\r\n\r\n"))
        let third = try sut.nextRequest()

        #expect([first, second, none, third].map { $0?.request.target } == ["/1", "/2", nil, "/3"])
        #expect(second?.request.body == Data("hi".utf8))
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", true),
        ("GET / HTTP/1.1\r\nHost: x\r\nConnection: Close\r\n\r\n", false),
        ("GET / HTTP/1.0\r\n\r\n", false),
        ("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", true),
    ])
    func decidesKeepAliveFromVersionAndConnectionHeader(request: String, keepsAlive: Bool) throws {
        var sut = makeSUT()
        sut.append(bytes(request))

        #expect(try sut.nextRequest()?.keepsAlive == keepsAlive)
    }

    @Test func acceptsBareLineFeedsAndIgnoresBlankLinesBeforeTheRequestLine() throws {
        var sut = makeSUT()
        sut.append(bytes("\r\n\nHEAD /x HTTP/1.1\nHost: x\n\n"))

        let parsed = try sut.nextRequest()

        #expect(parsed?.request.method == "HEAD")
        #expect(parsed?.omitsResponseBody == true)
    }

    @Test func passesUnknownMethodsThrough() throws {
        var sut = makeSUT()
        sut.append(bytes("BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n"))

        #expect(try sut.nextRequest()?.request.method == "BREW")
    }

    @Test func asksForContinueOnlyWhileTheAnnouncedBodyIsMissing() throws {
        var sut = makeSUT()
        sut.append(bytes("PUT /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n"))

        #expect(try sut.nextRequest() == nil)
        #expect(sut.awaitsContinue)
        sut.markContinueSent()
        #expect(!sut.awaitsContinue)
        sut.append(bytes("ok"))
        #expect(try sut.nextRequest()?.request.body == Data("ok".utf8))
    }

    @Test(arguments: [
        ("\u{16}\u{03}\u{01}\u{02}\u{00}", HTTPRequestParseError.malformedRequestLine),
        ("GET /\r\n\r\n", .malformedRequestLine),
        ("get / HTTP/1.1\r\nHost: x\r\n\r\n", .malformedRequestLine),
        ("GET  / HTTP/1.1\r\nHost: x\r\n\r\n", .malformedRequestLine),
        ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", .unsupportedVersion("HTTP/2.0")),
        ("GET / HTTP/1.1\r\n\r\n", .missingOrRepeatedHost),
        ("GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", .missingOrRepeatedHost),
        ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", .malformedHeader),
        ("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n", .malformedHeader),
        ("GET / HTTP/1.1\r\nHost: x\r\nX: a\u{00}b\r\n\r\n", .malformedHeader),
        ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", .invalidContentLength),
        ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .invalidContentLength),
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2000\r\n\r\n", .bodyTooLarge(limit: 1000)),
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n", .bodyTooLarge(limit: 1000)),
        ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", .unsupportedTransferEncoding("chunked")),
    ])
    func refusesRequestsItCannotAccept(request: String, error: HTTPRequestParseError) {
        var sut = makeSUT()
        sut.append(bytes(request))

        #expect(throws: error) { try sut.nextRequest() }
    }

    @Test func refusesARequestLineOverTheLimitBeforeItsEndArrives() {
        var sut = makeSUT()
        sut.append(bytes("GET /" + String(repeating: "a", count: 200)))

        #expect(throws: HTTPRequestParseError.requestLineTooLong(limit: 100)) { try sut.nextRequest() }
    }

    @Test func refusesAHeaderSectionOverTheLimitBeforeItsEndArrives() {
        var sut = makeSUT()
        sut.append(bytes("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 300)))

        #expect(throws: HTTPRequestParseError.headersTooLarge(limit: 200)) { try sut.nextRequest() }
    }

    @Test func reportsAPartialRequestUntilItIsComplete() throws {
        var sut = makeSUT()
        #expect(!sut.hasPartialRequest)

        sut.append(bytes("GET / HTTP/1.1\r\nHo"))
        #expect(try sut.nextRequest() == nil)
        #expect(sut.hasPartialRequest)

        sut.append(bytes("st: x\r\n\r\n"))
        #expect(try sut.nextRequest() != nil)
        #expect(!sut.hasPartialRequest)
    }

    @Test(arguments: [HTTPRequestParseError.malformedRequestLine, .requestLineTooLong(limit: 1)])
    func mapsErrorsToStatusCodesWithMessages(error: HTTPRequestParseError) {
        #expect(error.status == (error == .malformedRequestLine ? 400 : 414))
        #expect(!error.message.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> HTTPRequestParser {
        HTTPRequestParser(limits: .init(maxRequestLineBytes: 100, maxHeaderBytes: 200, maxBodyBytes: 1000))
    }

    private func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }
}
