import Testing

@testable import LoopbackHTTP

@Suite("HTTPDate")
struct HTTPDateTests {
    @Test(arguments: [
        (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
        (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
        (1_735_689_599, "Tue, 31 Dec 2024 23:59:59 GMT"),
        (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
    ])
    func formatsInstantsAsIMFFixdate(seconds: Int, expected: String) {
        #expect(HTTPDate.string(secondsSince1970: seconds) == expected)
    }
}
