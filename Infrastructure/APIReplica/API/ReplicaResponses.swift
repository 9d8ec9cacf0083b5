import Foundation
import LoopbackHTTP

/// Builds the replica's HTTP answers with the headers the real server (Express, `cors()`) sends.
enum ReplicaResponses {
    static let jsonContentType = "application/json; charset=utf-8"
    static let commonHeaders = ["Access-Control-Allow-Origin": "*", "X-Powered-By": "Express"]

    static func errorBody(_ message: String) -> Data {
        var body = Array(#"{"error":"#.utf8)
        OrderedJSON.appendString(message, to: &body)
        body.append(UInt8(ascii: "}"))
        return Data(body)
    }

    static func preflight(for request: HTTPServerRequest) -> HTTPServerResponse {
        var headers = commonHeaders
        headers["Access-Control-Allow-Methods"] = "GET,HEAD,PUT,PATCH,POST,DELETE"
        if let requested = request.header("Access-Control-Request-Headers") {
            headers["Access-Control-Allow-Headers"] = requested
            headers["Vary"] = "Access-Control-Request-Headers"
        }
        return HTTPServerResponse(status: 204, headers: headers)
    }
}
