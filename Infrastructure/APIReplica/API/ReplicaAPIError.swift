/// An error answer of the API: its status and the text of its `{"error": ...}` body.
struct ReplicaAPIError: Error, Equatable {
    var status: Int
    var message: String

    static let unknownRoute = ReplicaAPIError(status: 404, message: "There is nothing here.")
    static let noPage = ReplicaAPIError(status: 404, message: "There is nothing here")
    static let badArray = ReplicaAPIError(status: 500, message: "Bad... bad array :/")
    static let badParameter = ReplicaAPIError(status: 500, message: "Hey! you must provide an id")
    static let filterIsNotAString = ReplicaAPIError(status: 500, message: "key.replace is not a function")

    static func notFound(_ resource: ReplicaResource) -> ReplicaAPIError {
        ReplicaAPIError(status: 404, message: resource.notFoundMessage)
    }

    static func castFailure(value: String, type: String, resource: ReplicaResource) -> ReplicaAPIError {
        ReplicaAPIError(
            status: 500,
            message: "Cast to Number failed for value \"\(value)\" (type \(type)) at path \"id\" for model "
                + "\"\(resource.modelName)\""
        )
    }

    static func undecodableParameter(_ raw: String) -> ReplicaAPIError {
        ReplicaAPIError(status: 400, message: "Failed to decode param '\(raw)'")
    }
}
