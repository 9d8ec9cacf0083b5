import Foundation

/// Builds the replica's HTTP answers with the headers the real server (Express, `cors()`) sends.
enum ReplicaResponses {
    /// `Content-Type` of every JSON answer.
    static let jsonContentType = "application/json; charset=utf-8"
    /// What `cors()` allows in answer to a preflight.
    static let allowedMethods = "GET,HEAD,PUT,PATCH,POST,DELETE"

    /// Headers on every answer.
    static let commonHeaders = ["Access-Control-Allow-Origin": "*", "X-Powered-By": "Express"]

    /// A JSON answer with a weak ETag; a matching conditional GET of a 2xx answer gets a bodiless 304.
    static func json(
        _ body: Data,
        status: Int = 200,
        etag: String? = nil,
        for request: HTTPServerRequest? = nil
    ) -> HTTPServerResponse {
        let tag = etag ?? EntityTag.weak(for: body)
        var headers = commonHeaders
        headers["ETag"] = tag
        if (200..<300).contains(status), let request, EntityTag.isFresh(request, etag: tag) {
            return HTTPServerResponse(status: 304, headers: headers)
        }
        headers["Content-Type"] = jsonContentType
        return HTTPServerResponse(status: status, headers: headers, body: body)
    }

    /// `{"error":"<message>"}` with the error's status.
    static func error(_ error: ReplicaAPIError) -> HTTPServerResponse {
        json(errorBody(error.message), status: error.status)
    }

    /// The bytes of `{"error":"<message>"}`.
    static func errorBody(_ message: String) -> Data {
        var body = Array(#"{"error":"#.utf8)
        OrderedJSON.appendString(message, to: &body)
        body.append(UInt8(ascii: "}"))
        return Data(body)
    }

    /// The 204 `cors()` answers to any OPTIONS request, echoing the requested headers.
    static func preflight(for request: HTTPServerRequest) -> HTTPServerResponse {
        var headers = commonHeaders
        headers["Access-Control-Allow-Methods"] = allowedMethods
        if let requested = request.header("Access-Control-Request-Headers") {
            headers["Access-Control-Allow-Headers"] = requested
            headers["Vary"] = "Access-Control-Request-Headers"
        }
        return HTTPServerResponse(status: 204, headers: headers)
    }
}
