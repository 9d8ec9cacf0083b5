import Networking

extension NetworkError {
    /// Whether the server answered 404: the API's "not found", and "no match" for a filtered list.
    var isNotFound: Bool {
        if case .httpStatus(404, _, _) = self { return true }
        return false
    }
}
