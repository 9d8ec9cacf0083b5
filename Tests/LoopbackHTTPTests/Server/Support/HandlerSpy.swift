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
    // Signalled once for each request received.
    private let received = DispatchSemaphore(value: 0)

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
        received.signal()
        return respond(request)
    }

    /// Blocks the calling thread (a dedicated one, never the cooperative pool) until a request not waited for yet
    /// has been received.
    func waitForRequest() {
        received.wait()
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
