import LoopbackHTTP
import Testing

@testable import BrowserHost

@Suite("Request origins: the Host header and where a post comes from")
struct RequestOriginsTests {
    @Test func aRequestToTheHostsOwnNameAndPortIsTaken() {
        let sut = RequestOrigins(port: 8080)

        #expect(sut.refusal(of: get(host: "127.0.0.1:8080")) == nil)
        #expect(sut.refusal(of: get(host: "localhost:8080")) == nil)
    }

    @Test func anotherHostNameOrPortIsRefusedAgainstDNSRebinding() {
        let sut = RequestOrigins(port: 8080)

        #expect(sut.refusal(of: get(host: "attacker.example:8080"))?.status == 421)
        #expect(sut.refusal(of: get(host: "127.0.0.1:9090"))?.status == 421)
        #expect(sut.refusal(of: HTTPServerRequest(method: "GET", target: "/"))?.status == 421)
    }

    @Test func aPostIsTakenFromTheHostsOwnOriginOrASameOriginFetchOnly() {
        let sut = RequestOrigins(port: 8080)

        #expect(sut.refusal(of: post(["Origin": "http://127.0.0.1:8080"])) == nil)
        #expect(sut.refusal(of: post(["Sec-Fetch-Site": "same-origin"])) == nil)
        #expect(sut.refusal(of: post(["Origin": "http://attacker.example"]))?.status == 403)
        #expect(sut.refusal(of: post(["Origin": "null"]))?.status == 403)
        #expect(sut.refusal(of: post(["Origin": "null", "Sec-Fetch-Site": "same-origin"])) == nil)
        #expect(sut.refusal(of: post(["Origin": "null", "Sec-Fetch-Site": "cross-site"]))?.status == 403)
        #expect(sut.refusal(of: post(["Sec-Fetch-Site": "cross-site"]))?.status == 403)
        #expect(sut.refusal(of: post([:]))?.status == 403)
    }

    private func get(host: String) -> HTTPServerRequest {
        HTTPServerRequest(method: "GET", target: "/", headers: [("Host", host)])
    }

    private func post(_ headers: [String: String]) -> HTTPServerRequest {
        HTTPServerRequest(
            method: "POST", target: BrowserHost.actionPath,
            headers: [("Host", "127.0.0.1:8080")] + headers.map { ($0.key, $0.value) })
    }
}
