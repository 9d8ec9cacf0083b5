/// Why an `HTTPServer` could not start.
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    case alreadyStarted
    case socketUnavailable(errno: Int32)
    case bindFailed(port: UInt16, errno: Int32)
    case listenFailed(port: UInt16, errno: Int32)

    /// A sentence naming what failed.
    public var description: String {
        switch self {
        case .alreadyStarted:
            "HTTPServer.start() was called on a server that is already running or was stopped"
        case .socketUnavailable(let errno):
            "HTTPServer could not create a socket (errno \(errno))"
        case .bindFailed(let port, let errno):
            "HTTPServer could not bind 127.0.0.1:\(port) (errno \(errno))"
        case .listenFailed(let port, let errno):
            "HTTPServer could not listen on 127.0.0.1:\(port) (errno \(errno))"
        }
    }
}
