import Foundation
import Networking
import Testing

@Suite("ResponseSizeLimitedHTTPClient")
struct ResponseSizeLimitedHTTPClientTests {
    @Test func deliversABodyAtTheLimit() async throws {
        let sut = makeSUT(limit: 4, answer: response(200, body: "1234"))

        #expect(try await sut.send(.get(anyURL())).body.count == 4)
    }

    @Test func rejectsABodyOverTheLimit() async {
        let sut = makeSUT(limit: 4, answer: response(200, body: "12345"))

        await #expect(throws: NetworkError.responseTooLarge(limit: 4, url: anyURL())) {
            try await sut.send(.get(anyURL()))
        }
    }

    @Test func rejectsADeclaredContentLengthOverTheLimit() async {
        let sut = makeSUT(limit: 4, answer: response(200, headers: ["content-length": "5000"], body: ""))

        await #expect(throws: NetworkError.responseTooLarge(limit: 4, url: anyURL())) {
            try await sut.send(.get(anyURL()))
        }
    }

    @Test func appliesToErrorResponsesToo() async {
        let sut = makeSUT(limit: 2, answer: response(404, body: #"{"error":"There is nothing here"}"#))

        await #expect(throws: NetworkError.responseTooLarge(limit: 2, url: anyURL())) {
            try await sut.send(.get(anyURL()))
        }
    }

    private func makeSUT(limit: Int, answer: HTTPResponse) -> ResponseSizeLimitedHTTPClient {
        ResponseSizeLimitedHTTPClient(wrapping: ScriptedHTTPClientSpy(script: [.success(answer)]), maximumBytes: limit)
    }
}
