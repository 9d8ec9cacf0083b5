import Foundation
import Networking
import Testing

@Suite("HTTPResponse header look-up")
struct HTTPResponseHeaderTests {
    private let url = URL(string: "http://127.0.0.1/api") ?? URL(fileURLWithPath: "/")

    @Test func aFieldIsFoundInAnyLetterCase() {
        let sut = HTTPResponse(statusCode: 200, headers: ["Cache-Control": "no-cache", "etag": "\"a\""], url: url)

        #expect(sut.header("cache-control") == "no-cache")
        #expect(sut.header("CACHE-CONTROL") == "no-cache")
        #expect(sut.header("ETag") == "\"a\"")
    }

    @Test func onlyLettersFoldSoOtherCharactersMustMatchExactly() {
        let sut = HTTPResponse(statusCode: 200, headers: ["X-A^": "1", "X-B-": "2"], url: url)

        #expect(sut.header("x-a~") == nil)
        #expect(sut.header("x-b\r") == nil)
        #expect(sut.header("x-a^") == "1")
    }
}
