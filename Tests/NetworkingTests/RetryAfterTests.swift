import Foundation
import Networking
import Testing

@Suite("RetryAfter")
struct RetryAfterTests {
    private let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT

    @Test func readsDelaySeconds() {
        #expect(RetryAfter.delay(from: "120", now: now) == .seconds(120))
        #expect(RetryAfter.delay(from: " 0 ", now: now) == .zero)
    }

    @Test func readsAnHTTPDateRelativeToNow() {
        #expect(RetryAfter.delay(from: "Wed, 21 Oct 2015 07:28:30 GMT", now: now) == .seconds(30))
    }

    @Test func treatsAPastHTTPDateAsNoWait() {
        #expect(RetryAfter.delay(from: "Wed, 21 Oct 2015 07:00:00 GMT", now: now) == .zero)
    }

    @Test(arguments: ["", "-5", "1.5", "soon", "Wed, 99 Oct 2015"])
    func rejectsAnythingElse(value: String) {
        #expect(RetryAfter.delay(from: value, now: now) == nil)
    }

    @Test func responseReadsTheHeaderIgnoringCase() {
        let answer = response(503, headers: ["RETRY-AFTER": "7"])

        #expect(answer.retryAfter(now: now) == .seconds(7))
        #expect(response(503).retryAfter(now: now) == nil)
    }
}
