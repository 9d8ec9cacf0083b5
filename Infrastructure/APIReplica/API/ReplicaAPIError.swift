/// An error answer of the API: its status and the text of its `{"error": ...}` body.
struct ReplicaAPIError: Error, Equatable {
    var status: Int
    var message: String

    /// The catch-all 404 for unknown routes and methods (with a period).
    static let unknownRoute = ReplicaAPIError(status: 404, message: "There is nothing here.")
    /// The 404 for a page past the last one or a filter with no match (no period).
    static let noPage = ReplicaAPIError(status: 404, message: "There is nothing here")
    /// The 500 for an id with brackets that is not a JSON array.
    static let badArray = ReplicaAPIError(status: 500, message: "Bad... bad array :/")
    /// The 500 for an id that does not start with a number.
    static let badParameter = ReplicaAPIError(status: 500, message: "Hey! you must provide an id")
    /// The 500 a repeated or bracketed filter key causes (the model calls `.replace` on an array).
    static let filterIsNotAString = ReplicaAPIError(status: 500, message: "key.replace is not a function")

    /// The 404 for an id that matches nothing: `Character not found`.
    static func notFound(_ resource: ReplicaResource) -> ReplicaAPIError {
        ReplicaAPIError(status: 404, message: resource.notFoundMessage)
    }

    /// The 500 Mongoose answers when an id does not cast to a number.
    static func castFailure(value: String, type: String, resource: ReplicaResource) -> ReplicaAPIError {
        ReplicaAPIError(
            status: 500,
            message: "Cast to Number failed for value \"\(value)\" (type \(type)) at path \"id\" for model "
                + "\"\(resource.modelName)\""
        )
    }

    /// The 400 Express answers when a path parameter is not valid percent-encoding.
    static func undecodableParameter(_ raw: String) -> ReplicaAPIError {
        ReplicaAPIError(status: 400, message: "Failed to decode param '\(raw)'")
    }
}
