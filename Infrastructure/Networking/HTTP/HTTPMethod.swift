/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case options = "OPTIONS"

    /// Whether the method only reads (`GET`, `HEAD`), so repeating or sharing it cannot change anything on the server.
    public var isSafeRead: Bool {
        self == .get || self == .head
    }
}
