import Foundation
import Locking
import Networking

/// An HTTP client that records every request and answers it at once with `answer`.
final class HTTPClientSpy: HTTPClient {
    enum Message: Hashable, Sendable {
        case get(URL)
    }

    typealias Answer = @Sendable (HTTPRequest) throws -> HTTPResponse

    private let requests = Locked<[Message]>([])
    private let answer: Locked<Answer>

    init(answer: @escaping Answer = { HTTPClientSpy.status(200, for: $0) }) {
        self.answer = Locked(answer)
    }

    var messages: [Message] {
        requests.withLock { $0 }
    }

    /// The requested URLs, in order.
    var requestedURLs: [URL] {
        messages.map { message in
            switch message {
            case .get(let url): url
            }
        }
    }

    /// Answers later requests with `answer`.
    func answer(with answer: @escaping Answer) {
        self.answer.withLock { $0 = answer }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.withLock { $0.append(.get(request.url)) }
        return try answer.withLock { $0 }(request)
    }

    static func status(_ code: Int, body: Data = Data(), for request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(statusCode: code, body: body, url: request.url)
    }

    static func json(_ body: Data, for request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body, url: request.url)
    }
}
