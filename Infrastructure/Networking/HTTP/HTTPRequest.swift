import Foundation

/// One HTTP request: method, absolute URL, header fields and an optional body.
public struct HTTPRequest: Sendable, Hashable {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute URL to request.
    public var url: URL
    /// Header fields to send; the transport adds the usual ones (`Host`, `Content-Length`, ...).
    public var headers: [String: String]
    /// The body to send, nil for none.
    public var body: Data?

    /// Creates a request; a `GET` without headers or body unless told otherwise.
    public init(method: HTTPMethod = .get, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// A plain `GET` of `url`.
    public static func get(_ url: URL) -> HTTPRequest {
        HTTPRequest(method: .get, url: url)
    }
}
