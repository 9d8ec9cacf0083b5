import Foundation

/// One parsed HTTP/1.1 request as the replica's server hands it to a handler.
public struct HTTPServerRequest: Sendable, Equatable {
    /// The method as sent, upper-cased (`GET`, `HEAD`, `POST`, ...).
    public var method: String
    /// The request target as sent: the raw path and query, still percent-encoded (`/api/character?page=2`).
    public var target: String
    /// The header fields in the order they arrived; names keep their case, look-ups should ignore it.
    public var headers: [(name: String, value: String)]
    /// The body, empty when none was sent.
    public var body: Data

    /// Creates a request.
    public init(method: String, target: String, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The first value of the header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Compares method, target, headers and body.
    public static func == (lhs: HTTPServerRequest, rhs: HTTPServerRequest) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.body == rhs.body
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
