import Foundation
import LoopbackHTTP

/// One answer of the API, prepared once for a request target, and what a conditional GET compares it with.
struct PreparedAnswer: Sendable {
    let response: HTTPServerResponse
    let etag: String
    let lastModified: Date?

    func response(for request: HTTPServerRequest) -> HTTPServerResponse {
        guard (200..<300).contains(response.status), request.headers.contains(where: Self.isConditional),
            EntityTag.isFresh(request, etag: etag, lastModified: lastModified)
        else { return response }
        var headers = response.headers
        headers["Content-Type"] = nil
        return HTTPServerResponse(status: 304, headers: headers)
    }

    private static func isConditional(_ header: (name: String, value: String)) -> Bool {
        let name = header.name.utf8
        guard name.count == 13 || name.count == 17 else { return false }
        return name.elementsEqual("if-none-match".utf8) { $0 | 0x20 == $1 }
            || name.elementsEqual("if-modified-since".utf8) { $0 | 0x20 == $1 }
    }

    var byteCount: Int {
        response.body.count + 256
    }

    /// A JSON answer; its tag leaves out `address`, the server's API base (see `EntityTag.weak(for:leavingOut:)`).
    static func json(
        _ body: Data, status: Int = 200, cacheControl: String? = nil, address: String = ""
    ) -> PreparedAnswer {
        let etag = EntityTag.weak(for: body, leavingOut: address)
        var headers = ReplicaResponses.commonHeaders
        headers["ETag"] = etag
        headers["Cache-Control"] = cacheControl
        headers["Content-Type"] = ReplicaResponses.jsonContentType
        return PreparedAnswer(
            response: HTTPServerResponse(status: status, headers: headers, body: body), etag: etag, lastModified: nil)
    }

    static func error(_ error: ReplicaAPIError) -> PreparedAnswer {
        json(ReplicaResponses.errorBody(error.message), status: error.status)
    }
}
