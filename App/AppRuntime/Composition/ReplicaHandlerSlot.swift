import APIReplica
import Foundation
import Locking

/// The handler an `HTTPServer` is started with before its port, and so the replica's base URL, is known.
///
/// The replica's API renders every URL for its base, which includes the port the server was given; this slot lets
/// the server bind first and receive the API a moment later. Nobody knows the URL before then, so the answer given
/// meanwhile (503) is never seen in practice.
final class ReplicaHandlerSlot: HTTPRequestHandler {
    private let handler = Locked<(any HTTPRequestHandler)?>(nil)

    func install(_ installed: any HTTPRequestHandler) {
        handler.withLock { $0 = installed }
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        guard let installed = handler.withLock({ $0 }) else {
            return HTTPServerResponse(
                status: 503, headers: ["Content-Type": "application/json"],
                body: Data(#"{"error":"The replica is starting"}"#.utf8))
        }
        return await installed.response(to: request)
    }
}
