import LoopbackHTTP
import Testing

@Suite("HTTPServerRequest")
struct HTTPServerRequestTests {
    @Test func headerLookUpIgnoresCase() {
        let request = HTTPServerRequest(method: "GET", target: "/api", headers: [("Content-Type", "text/plain")])

        #expect(request.header("content-type") == "text/plain")
        #expect(request.header("accept") == nil)
    }
}
