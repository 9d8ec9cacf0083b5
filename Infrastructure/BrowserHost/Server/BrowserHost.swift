import Foundation
import Locking
import LoopbackHTTP

/// The browser host's HTTP handler: checks each request (the `Host` it was sent to, where a post comes from), then
/// lets the session answer it.
public final class BrowserHost: HTTPRequestHandler {
    /// Where a page posts an action (`favorite`).
    public static let actionPath = "/-/action"
    /// Where a page posts a command to its screen (`refresh`, `more`, `search`).
    public static let commandPath = "/-/command"
    /// Where a page listens for its screen's changes.
    public static let eventsPath = "/-/events"
    /// Where items' images are served, by route name and id.
    public static let imagePrefix = "/-/image/"

    private let session: BrowserSession
    private let origins = Locked<RequestOrigins?>(nil)

    /// Creates the handler of `session`; it refuses every request until `serve(port:)` says where it is served.
    public init(session: BrowserSession) {
        self.session = session
    }

    /// Accepts requests sent to 127.0.0.1 or localhost on `port`, and posts from pages of those origins.
    public func serve(port: UInt16) {
        origins.withLock { $0 = RequestOrigins(port: port) }
    }

    /// The session's answer, or a refusal of a request this host must not take.
    public func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        guard let origins = origins.withLock({ $0 }) else {
            return BrowserResponses.json(["error": "The browser host is starting."], status: 503)
        }
        if let refusal = origins.refusal(of: request) {
            return BrowserResponses.json(["error": refusal.message], status: refusal.status)
        }
        return await session.respond(to: request)
    }
}
