import Foundation
import Networking
import Testing

@Suite("HTTPClient get and getJSON")
struct HTTPClientValidationTests {
    @Test func getDeliversTheResponseOnSuccess() async throws {
        let url = anyURL()
        let (sut, spy) = makeSUT(script: [.success(response(200, body: "ok", url: url))])

        let received = try await sut.get(url)

        #expect(received == response(200, body: "ok", url: url))
        #expect(spy.messages == [.send(.get(url))])
    }

    @Test func getThrowsHTTPStatusWithTheServersErrorMessage() async {
        let url = anyURL("character/9999")
        let (sut, _) = makeSUT(script: [.success(response(404, body: #"{"error":"Character not found"}"#, url: url))])

        await #expect(throws: NetworkError.httpStatus(code: 404, message: "Character not found", url: url)) {
            try await sut.get(url)
        }
    }

    @Test func getThrowsHTTPStatusWithoutMessageWhenTheBodyIsNotAnErrorObject() async {
        let url = anyURL()
        let (sut, _) = makeSUT(script: [.success(response(502, body: "<html>Bad Gateway</html>", url: url))])

        await #expect(throws: NetworkError.httpStatus(code: 502, message: nil, url: url)) {
            try await sut.get(url)
        }
    }

    @Test func getThrowsRateLimitedWithTheRetryAfterSeconds() async {
        let url = anyURL()
        let (sut, _) = makeSUT(script: [.success(response(429, headers: ["retry-after": "120"], url: url))])

        await #expect(throws: NetworkError.rateLimited(retryAfterSeconds: 120, url: url)) {
            try await sut.get(url)
        }
    }

    @Test func getPassesTransportErrorsThrough() async {
        let url = anyURL()
        let (sut, _) = makeSUT(script: [.failure(transportError(.offline, url: url))])

        await #expect(throws: transportError(.offline, url: url)) {
            try await sut.get(url)
        }
    }

    @Test func getJSONDecodesTheBody() async throws {
        let url = anyURL()
        let (sut, _) = makeSUT(script: [.success(response(200, body: pageJSON(originName: #""Earth""#), url: url))])

        let page = try await sut.getJSON(Page.self, from: url)

        #expect(page.results.map(\.origin.name) == ["Earth", "Earth", "Earth", "Earth"])
    }

    @Test func getJSONValidatesTheStatusBeforeDecoding() async {
        let url = anyURL()
        let (sut, _) = makeSUT(script: [.success(response(500, body: #"{"error":"Hey! you must provide an id"}"#))])

        await #expect(throws: NetworkError.httpStatus(code: 500, message: "Hey! you must provide an id", url: url)) {
            try await sut.getJSON(Page.self, from: url)
        }
    }

    @Test func getJSONNamesThePathOfAValueOfTheWrongType() async throws {
        let url = anyURL()
        let (sut, _) = makeSUT(script: [.success(response(200, body: pageJSON(originName: "42"), url: url))])

        let error = await #expect(throws: NetworkError.self) { try await sut.getJSON(Page.self, from: url) }

        guard case .decoding(let path, let reason, let failedURL) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(path == "results[3].origin.name")
        #expect(!reason.isEmpty)
        #expect(failedURL == url)
        #expect(error?.description.contains("results[3].origin.name") == true)
        #expect(error?.description.contains(url.absoluteString) == true)
    }

    @Test func decodeJSONNamesThePathOfAMissingKey() throws {
        let data = Data(#"{"results":[{"origin":{}}]}"#.utf8)

        let error = #expect(throws: NetworkError.self) { try decodeJSON(Page.self, from: data, url: anyURL()) }

        guard case .decoding(let path, _, _) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(path == "results[0].origin.name")
    }

    @Test func decodeJSONReportsMalformedJSONAtTheTopLevel() throws {
        let error = #expect(throws: NetworkError.self) {
            try decodeJSON(Page.self, from: Data("{not json".utf8), url: anyURL())
        }

        guard case .decoding(let path, _, _) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(path == "")
        #expect(error?.description.contains("at the top level") == true)
    }

    @Test func decodeJSONDecodesCachedBytes() throws {
        let page = try decodeJSON(Page.self, from: Data(pageJSON(originName: #""Mars""#).utf8), url: anyURL())

        #expect(page.results.count == 4)
    }

    // MARK: - Helpers

    private func makeSUT(script: [Result<HTTPResponse, any Error>]) -> (sut: any HTTPClient, spy: ScriptedHTTPClientSpy)
    {
        let spy = ScriptedHTTPClientSpy(script: script)
        return (spy, spy)
    }

    private func pageJSON(originName lastName: String) -> String {
        let good = #"{"origin":{"name":"Earth"}}"#
        return #"{"results":[\#(good),\#(good),\#(good),{"origin":{"name":\#(lastName)}}]}"#
    }
}

private struct Page: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        struct Origin: Decodable, Sendable {
            let name: String
        }

        let origin: Origin
    }

    let results: [Item]
}
