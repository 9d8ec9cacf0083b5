/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`: reads a resource.
    case get = "GET"
    /// `HEAD`: reads a resource's headers only.
    case head = "HEAD"
    /// `POST`: submits data; not idempotent.
    case post = "POST"
    /// `PUT`: replaces a resource.
    case put = "PUT"
    /// `PATCH`: changes part of a resource.
    case patch = "PATCH"
    /// `DELETE`: removes a resource.
    case delete = "DELETE"
    /// `OPTIONS`: asks which methods a resource allows.
    case options = "OPTIONS"

    /// Whether the method only reads (`GET`, `HEAD`), so repeating or sharing it cannot change anything on the server.
    public var isSafeRead: Bool {
        self == .get || self == .head
    }
}
