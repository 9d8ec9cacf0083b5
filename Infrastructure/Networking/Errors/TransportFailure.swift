/// Why a request never produced an HTTP response.
public enum TransportFailure: String, Sendable, Hashable, CaseIterable {
    /// The device has no network connection.
    case offline
    /// The host name could not be resolved.
    case hostNotFound
    /// The host refused the connection (nothing listening on the port, or the server is restarting).
    case connectionRefused
    /// An established connection dropped before the response was complete.
    case connectionLost
    /// No response arrived in time.
    case timedOut
    /// The TLS handshake or certificate check failed.
    case secureConnectionFailed
    /// Any other transport failure; the reason text says which.
    case other

    /// The failure in a few words: `connection refused`, `host not found`.
    public var phrase: String {
        switch self {
        case .offline: "no network connection"
        case .hostNotFound: "host not found"
        case .connectionRefused: "connection refused"
        case .connectionLost: "connection lost"
        case .timedOut: "timed out"
        case .secureConnectionFailed: "secure connection failed"
        case .other: "transport failure"
        }
    }
}
