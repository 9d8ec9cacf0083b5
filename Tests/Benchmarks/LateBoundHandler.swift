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

extension HTTPServer {
    /// Starts a server whose handler is made from the API base URL it serves at (`http://127.0.0.1:<port>/api`).
    static func started(
        makingHandler makeHandler: (URL) -> any HTTPRequestHandler
    ) throws -> (server: HTTPServer, port: UInt16, apiBaseURL: URL) {
        let handler = LateBoundHandler()
        let server = HTTPServer(handler: handler)
        let port = try server.start()
        let apiBaseURL = URL(string: "http://127.0.0.1:\(port)/api") ?? URL(fileURLWithPath: "/")
        handler.bind(to: makeHandler(apiBaseURL))
        return (server, port, apiBaseURL)
    }
}
