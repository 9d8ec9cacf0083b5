import Foundation
import Locking
import LoopbackHTTP

/// The handler a `ReplicaServer` starts its `HTTPServer` with, before the port (and so the base URL) is known.
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
