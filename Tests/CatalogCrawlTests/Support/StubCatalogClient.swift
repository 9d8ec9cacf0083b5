import Foundation
import Locking
import Networking

/// An `HTTPClient` that answers each URL as `answer` says (a body for a 200, or a thrown error), recording every
/// request: a server whose catalog the test makes up.
final class StubCatalogClient: HTTPClient {
    private let answer: @Sendable (URL) throws -> Data
    private let requests = Locked<[URL]>([])

    init(answer: @escaping @Sendable (URL) throws -> Data) {
        self.answer = answer
    }

    /// Every URL requested, in order.
    var requestedURLs: [URL] { requests.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.withLock { $0.append(request.url) }
        return HTTPResponse(statusCode: 200, body: try answer(request.url), url: request.url)
    }

    /// A list page of `ids` claiming `count` items in `pages` pages.
    static func page(ids: some Sequence<Int>, count: Int, pages: Int) -> Data {
        let results = ids.map { #"{"id":\#($0),"name":"Item \#($0)"}"# }.joined(separator: ",")
        return Data(#"{"info":{"count":\#(count),"pages":\#(pages)},"results":[\#(results)]}"#.utf8)
    }

    /// The error a load gets when the server never answered within its deadline.
    static func timedOut(_ url: URL) -> NetworkError {
        .transport(.timedOut, reason: "no complete response within 6 seconds", url: url)
    }
}
