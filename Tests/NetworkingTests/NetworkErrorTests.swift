import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("NetworkError")
struct NetworkErrorTests {
    private static let url = anyURL("character?page=2")

    private static let everyCase: [NetworkError] = [
        .invalidURL("not a url"),
        .transport(.offline, reason: "URLError -1009", url: url),
        .transport(.connectionRefused, reason: "URLError -1004", url: url),
        .transport(.timedOut, reason: "no complete response within 10 s", url: url),
        .transport(.other, reason: "boom", url: url),
        .httpStatus(code: 404, message: "There is nothing here", url: url),
        .httpStatus(code: 500, message: nil, url: url),
        .rateLimited(retryAfterSeconds: 60, url: url),
        .rateLimited(retryAfterSeconds: nil, url: url),
        .decoding(path: "results[3].origin.name", reason: "expected String", url: url),
        .responseTooLarge(limit: 1_024, url: url),
        .cancelled(url: url),
    ]

    @Test(arguments: everyCase)
    func descriptionNamesWhatFailed(error: NetworkError) {
        let named = error.url?.absoluteString ?? "not a url"

        #expect(error.description.contains(named))
    }

    @Test(arguments: everyCase)
    func summaryIsAShortSentenceWithoutTheURL(error: NetworkError) {
        #expect(!error.summary.isEmpty)
        #expect(error.summary.count < 80)
        #expect(!error.summary.contains("http"))
    }

    @Test func descriptionsCarryTheDetails() {
        #expect(Self.everyCase[1].description.contains("no network connection (URLError -1009)"))
        #expect(Self.everyCase[5].description.hasSuffix("answered HTTP 404: There is nothing here"))
        #expect(Self.everyCase[7].description.contains("retry after 60 s"))
        #expect(Self.everyCase[9].description.contains("results[3].origin.name: expected String"))
        #expect(Self.everyCase[10].description.contains("1024 bytes"))
        #expect(Self.everyCase[7].summary == "Too many requests. Try again in 60 seconds.")
    }

    @Test func onlyA404AnswerIsNotFound() {
        let notFound = Self.everyCase.filter { $0.notFoundMeaning != nil }

        #expect(notFound == [.httpStatus(code: 404, message: "There is nothing here", url: Self.url)])
        #expect(NetworkError.httpStatus(code: 404, message: nil, url: Self.url).notFoundMeaning == .notTheAPI)
    }

    @Test func wrappingKeepsNetworkErrorsAndMapsCancellation() {
        let url = Self.url

        #expect(NetworkError(transportError(.timedOut, url: url), url: url) == transportError(.timedOut, url: url))
        #expect(NetworkError(CancellationError(), url: url) == .cancelled(url: url))
        #expect(NetworkError(URLError(.badServerResponse), url: url).url == url)
    }
}
