import Foundation

/// One answer of the API, prepared once for a request target: the full response (status, headers, tagged body)
/// and what a conditional GET compares it with.
struct PreparedAnswer: Sendable {
    /// The answer to an unconditional GET.
    let response: HTTPServerResponse
    /// The body's entity tag.
    let etag: String
    /// The `Last-Modified` date a conditional GET compares with, when the answer has one (avatars).
    let lastModified: Date?

    /// The answer to `request`: the prepared response, or a bodiless 304 when the client's copy of a 2xx answer is
    /// still good.
    func response(for request: HTTPServerRequest) -> HTTPServerResponse {
        guard (200..<300).contains(response.status), request.headers.contains(where: Self.isConditional),
            EntityTag.isFresh(request, etag: etag, lastModified: lastModified)
        else { return response }
        var headers = response.headers
        headers["Content-Type"] = nil
        return HTTPServerResponse(status: 304, headers: headers)
    }

    /// Whether a header makes a GET conditional; compared as ASCII, so an answer without one costs no Foundation
    /// string comparison.
    private static func isConditional(_ header: (name: String, value: String)) -> Bool {
        let name = header.name.utf8
        guard name.count == 13 || name.count == 17 else { return false }
        return name.elementsEqual("if-none-match".utf8) { $0 | 0x20 == $1 }
            || name.elementsEqual("if-modified-since".utf8) { $0 | 0x20 == $1 }
    }

    /// About how many bytes the answer holds, for bounding a cache of answers.
    var byteCount: Int {
        response.body.count + 256
    }

    /// A JSON answer with a weak ETag.
    static func json(_ body: Data, status: Int = 200) -> PreparedAnswer {
        let etag = EntityTag.weak(for: body)
        var headers = ReplicaResponses.commonHeaders
        headers["ETag"] = etag
        headers["Content-Type"] = ReplicaResponses.jsonContentType
        return PreparedAnswer(
            response: HTTPServerResponse(status: status, headers: headers, body: body), etag: etag, lastModified: nil)
    }

    /// `{"error":"<message>"}` with the error's status.
    static func error(_ error: ReplicaAPIError) -> PreparedAnswer {
        json(ReplicaResponses.errorBody(error.message), status: error.status)
    }
}
