import Foundation

/// One HTTP response as a client received it, whatever its status.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, such as 200 or 404.
    public var statusCode: Int
    /// The header fields as received; look values up with `header(_:)`, which ignores case.
    public var headers: [String: String]
    /// The body, empty when there was none.
    public var body: Data
    /// The URL that answered (after any redirects).
    public var url: URL

    /// Creates a response.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data(), url: URL) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// The value of the header field `name`, compared case-insensitively; nil when absent.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] {
            return exact
        }
        return headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
