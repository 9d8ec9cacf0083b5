import Foundation
import Locking

/// The handler a `ReplicaServer` starts its `HTTPServer` with, before the port (and so the base URL) is known.
///
/// The replica's API renders every URL for its base, which includes the port the server was given; this handler
/// lets the server bind first and receive its real handler a moment later. Nobody knows the URL before then, so
/// the answer given meanwhile (503) is never seen in practice.
final class LateBoundHandler: HTTPRequestHandler {
    private let handler = Locked<(any HTTPRequestHandler)?>(nil)

    func bind(to bound: any HTTPRequestHandler) {
        handler.withLock { $0 = bound }
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        guard let bound = handler.withLock({ $0 }) else {
            return HTTPServerResponse(
                status: 503, headers: ["Content-Type": "application/json"],
                body: Data(#"{"error":"The replica is starting"}"#.utf8))
        }
        return await bound.response(to: request)
    }
}
