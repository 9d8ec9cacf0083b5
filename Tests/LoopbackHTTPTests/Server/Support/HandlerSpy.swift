import Foundation
import Locking

@testable import LoopbackHTTP

/// A handler that records every request it receives and answers with `respond` (by default an echo).
final class HandlerSpy: HTTPRequestHandler {
    enum Message: Equatable {
        case response(to: HTTPServerRequest)
    }

    private let respond: @Sendable (HTTPServerRequest) -> HTTPServerResponse
    private let recorded = Locked<[Message]>([])

    init(respond: @escaping @Sendable (HTTPServerRequest) -> HTTPServerResponse = HandlerSpy.echo) {
        self.respond = respond
    }

    var messages: [Message] { recorded.withLock { $0 } }

    var targets: [String] {
        messages.map { message in
            switch message {
            case .response(let request): request.target
            }
        }
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        recorded.withLock { $0.append(.response(to: request)) }
        return respond(request)
    }

    /// 200 with `<METHOD> <target>` and then the request body as the response body.
    @Sendable static func echo(_ request: HTTPServerRequest) -> HTTPServerResponse {
        HTTPServerResponse(
            status: 200,
            headers: ["Content-Type": "text/plain"],
            body: Data("\(request.method) \(request.target)".utf8) + request.body
        )
    }
}
