import Foundation

/// What a handler answers: status, headers and body, plus how the server should deliver it (for fault injection).
public struct HTTPServerResponse: Sendable, Hashable {
    /// How the server puts the response on the wire.
    public enum Delivery: Sendable, Hashable {
        /// The whole response, in one write.
        case complete
        /// Close the connection without answering (a dropped connection).
        case dropConnection
        /// Send the head with the full `Content-Length`, then only the first `bytes` of the body, then close.
        case truncateBody(afterBytes: Int)
        /// Send the head without a length, then each chunk of `stream` as it comes, and close when it ends.
        case stream(HTTPResponseStream)
    }

    /// The status code, such as 200 or 404.
    public var status: Int
    /// Header fields to send; the server adds `Content-Length`, `Date` and `Connection` itself.
    public var headers: [String: String]
    /// The body (the server omits it on the wire for HEAD, keeping `Content-Length`).
    public var body: Data
    /// How to deliver the response.
    public var delivery: Delivery
    /// Time to wait before answering (added latency).
    public var delay: Duration

    /// A response whose body is `stream`, written as it comes (Server-Sent Events, say) until either side ends it.
    public static func streaming(
        status: Int = 200, headers: [String: String], stream: HTTPResponseStream
    ) -> HTTPServerResponse {
        HTTPServerResponse(status: status, headers: headers, delivery: .stream(stream))
    }

    /// Whether the body is a stream written as it comes, rather than `body`.
    public var isStreamed: Bool {
        if case .stream = delivery { return true }
        return false
    }

    /// Creates a response delivered completely and at once unless told otherwise.
    public init(
        status: Int,
        headers: [String: String] = [:],
        body: Data = Data(),
        delivery: Delivery = .complete,
        delay: Duration = .zero
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
        self.delay = delay
    }
}
