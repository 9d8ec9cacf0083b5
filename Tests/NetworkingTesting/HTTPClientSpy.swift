import APIReplica
import Foundation
import Locking
import Networking

/// An HTTP client that records every request and answers it at once: a fake server routed by the request.
///
/// The one client spy the features' test targets share.
public final class HTTPClientSpy: HTTPClient {
    /// What the spy was asked.
    public enum Message: Hashable, Sendable {
        /// A GET of the URL.
        case get(URL)
    }

    /// How the spy answers a request.
    public typealias Answer = @Sendable (HTTPRequest) async throws -> HTTPResponse

    private let requests = Locked<[HTTPRequest]>([])
    private let answer: Locked<Answer>

    /// A spy answering with `answer` (by default an empty 200).
    public init(answer: @escaping Answer = { HTTPClientSpy.status(200, for: $0) }) {
        self.answer = Locked(answer)
    }

    /// A spy answering by URL alone.
    public convenience init(respond: @escaping @Sendable (URL) throws -> HTTPResponse) {
        self.init(answer: { try respond($0.url) })
    }

    /// A spy answered by the API replica serving the bundled sample, in process: the real API's behaviour (its
    /// `Cache-Control` unless told otherwise), with every request recorded.
    public static func replica(
        baseURL: URL = ReplicaHTTPClient.testBaseURL, cacheControl: ReplicaCacheControl = .liveAPI
    ) throws -> HTTPClientSpy {
        let replica = try ReplicaHTTPClient.sample(baseURL: baseURL, cacheControl: cacheControl)
        return HTTPClientSpy(answer: { try await replica.send($0) })
    }

    /// Every request, in order.
    public var messages: [Message] {
        requests.withLock { $0.map { .get($0.url) } }
    }

    /// Every request as it was sent, headers included, in order.
    public var sentRequests: [HTTPRequest] {
        requests.withLock { $0 }
    }

    /// The requested URLs, in order.
    public var requestedURLs: [URL] {
        messages.map { message in
            switch message {
            case .get(let url): url
            }
        }
    }

    /// How many requests were sent.
    public var requestCount: Int {
        messages.count
    }

    /// Answers later requests with `answer`.
    public func answer(with answer: @escaping Answer) {
        self.answer.withLock { $0 = answer }
    }

    /// Records the request and answers it (a cancelled task gets `CancellationError`).
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.withLock { $0.append(request) }
        try Task.checkCancellation()
        return try await answer.withLock { $0 }(request)
    }

    /// A bare answer with `code` and `body`.
    public static func status(_ code: Int, body: Data = Data(), for request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(statusCode: code, body: body, url: request.url)
    }

    /// A 200 JSON answer.
    public static func json(_ body: Data, for request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body, url: request.url)
    }

    /// A JSON answer with `status`, for `url`.
    public static func json(_ text: String, status: Int = 200, url: URL) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: Data(text.utf8),
            url: url)
    }

    /// An image answer of `bytes` bytes, for `url`.
    public static func image(bytes: Int = 3_174, contentType: String = "image/jpeg", url: URL) -> HTTPResponse {
        HTTPResponse(
            statusCode: 200, headers: ["Content-Type": contentType], body: Data(repeating: 0xD8, count: bytes), url: url
        )
    }
}
