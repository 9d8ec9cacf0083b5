import APIReplica
import Foundation
import Locking

/// A handler that forwards to one set after the server has started: the API needs the server's port for its URLs,
/// and the server needs its handler before it picks a port.
final class LateBoundHandler: HTTPRequestHandler {
    private let handler = Locked<(any HTTPRequestHandler)?>(nil)

    func bind(to handler: any HTTPRequestHandler) {
        self.handler.withLock { $0 = handler }
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        guard let handler = handler.withLock({ $0 }) else {
            return HTTPServerResponse(status: 503, body: Data("not bound yet".utf8))
        }
        return await handler.response(to: request)
    }
}
