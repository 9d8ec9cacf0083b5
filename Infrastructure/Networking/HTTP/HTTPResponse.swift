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
        // Field names are ASCII tokens (RFC 9110 section 5.1), so ASCII case folding compares them.
        let wanted = name.utf8
        return headers.first { field in
            field.key.utf8.count == wanted.count
                && field.key.utf8.elementsEqual(wanted) { Self.lower($0) == Self.lower($1) }
        }?.value
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
