extension HTTPServerResponse {
    /// The server's own answer to a request it refuses: `{"error":"<message>"}` as JSON.
    static func errorAnswer(status: Int, message: String) -> HTTPServerResponse {
        HTTPServerResponse(
            status: status,
            headers: ["Content-Type": ReplicaResponses.jsonContentType],
            body: ReplicaResponses.errorBody(message)
        )
    }
}
