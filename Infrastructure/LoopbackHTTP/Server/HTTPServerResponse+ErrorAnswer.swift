import Foundation

extension HTTPServerResponse {
    /// The server's own answer to a request it refuses: `{"error":"<message>"}` as JSON.
    static func errorAnswer(status: Int, message: String) -> HTTPServerResponse {
        let body = (try? JSONEncoder().encode(["error": message])) ?? Data(#"{"error":"refused"}"#.utf8)
        return HTTPServerResponse(
            status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }
}
