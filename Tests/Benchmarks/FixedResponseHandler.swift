import APIReplica
import Foundation
import LoopbackHTTP

/// Answers every request with the same response: the stand-in for the API handler in the replica benchmark.
struct FixedResponseHandler: HTTPRequestHandler {
    let response: HTTPServerResponse

    init(status: Int, contentType: String?, body: Data) {
        response = HTTPServerResponse(
            status: status,
            headers: contentType.map { ["Content-Type": $0] } ?? [:],
            body: body
        )
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        response
    }
}
