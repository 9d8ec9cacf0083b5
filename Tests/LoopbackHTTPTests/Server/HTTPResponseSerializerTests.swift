import Foundation
import Testing

@testable import LoopbackHTTP

@Suite("HTTPResponseSerializer")
struct HTTPResponseSerializerTests {
    private let date = "Sun, 06 Nov 1994 08:49:37 GMT"

    @Test func writesStatusLineSortedHeadersServerHeadersAndBodyInOneMessage() {
        let response = HTTPServerResponse(status: 200, headers: ["X-B": "2", "Content-Type": "a/b"], body: body("hi"))

        let message = makeSUT().message(for: response, date: date, keepsAlive: true)

        #expect(
            text(message)
                == "HTTP/1.1 200 OK\r\nContent-Type: a/b\r\nX-B: 2\r\nContent-Length: 2\r\n"
                + "Date: \(date)\r\nConnection: keep-alive\r\n\r\nhi"
        )
    }

    @Test func announcesTheFullBodyButLeavesItOutForHead() {
        let response = HTTPServerResponse(status: 404, body: body("missing"))

        let message = makeSUT().message(for: response, date: date, keepsAlive: false, bodyByteLimit: 0)

        #expect(
            text(message) == "HTTP/1.1 404 Not Found\r\nContent-Length: 7\r\nDate: \(date)\r\nConnection: close\r\n\r\n"
        )
    }

    @Test func truncatesTheBodyWhileAnnouncingItsFullLength() {
        let response = HTTPServerResponse(status: 200, body: body("abcdef"))

        let message = text(makeSUT().message(for: response, date: date, keepsAlive: false, bodyByteLimit: 2))

        #expect(message.contains("Content-Length: 6\r\n"))
        #expect(message.hasSuffix("\r\n\r\nab"))
    }

    @Test func replacesTheHandlersCopiesOfServerOwnedHeaders() {
        let response = HTTPServerResponse(
            status: 200,
            headers: ["content-length": "99", "Connection": "upgrade", "Date": "never", "Transfer-Encoding": "chunked"]
        )

        let message = text(makeSUT().message(for: response, date: date, keepsAlive: true))

        #expect(message == "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nDate: \(date)\r\nConnection: keep-alive\r\n\r\n")
    }

    @Test func keepsLineBreaksInHeaderValuesFromStartingNewHeaders() {
        let response = HTTPServerResponse(status: 200, headers: ["X-A": "1\r\nSet-Cookie: evil"])

        let message = text(makeSUT().message(for: response, date: date, keepsAlive: true))

        #expect(message.contains("X-A: 1 Set-Cookie: evil\r\n"))
    }

    @Test func sendsNeitherLengthNorBodyForNoContent() {
        let response = HTTPServerResponse(status: 204, body: body("ignored"))

        let message = text(makeSUT().message(for: response, date: date, keepsAlive: true))

        #expect(message == "HTTP/1.1 204 No Content\r\nDate: \(date)\r\nConnection: keep-alive\r\n\r\n")
    }

    @Test(arguments: [
        (200, "OK"), (400, "Bad Request"), (404, "Not Found"), (413, "Content Too Large"), (414, "URI Too Long"),
        (431, "Request Header Fields Too Large"), (500, "Internal Server Error"), (503, "Service Unavailable"),
        (299, "Success"), (499, "Client Error"), (599, "Server Error"),
    ])
    func namesCommonStatusCodes(status: Int, phrase: String) {
        #expect(HTTPServerResponse.reasonPhrase(for: status) == phrase)
    }

    @Test func writesTheInterimContinueMessage() {
        #expect(text(makeSUT().continueMessage()) == "HTTP/1.1 100 Continue\r\n\r\n")
    }

    @Test func errorAnswersAreJSONObjectsWithAnEscapedMessage() throws {
        let answer = HTTPServerResponse.errorAnswer(status: 400, message: "bad \"quote\" \\ \n")

        let object = try JSONSerialization.jsonObject(with: answer.body) as? [String: String]

        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(object == ["error": "bad \"quote\" \\ \n"])
    }

    // MARK: - Helpers

    private func makeSUT() -> HTTPResponseSerializer {
        HTTPResponseSerializer()
    }

    private func body(_ text: String) -> Data {
        Data(text.utf8)
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
