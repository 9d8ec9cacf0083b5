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
