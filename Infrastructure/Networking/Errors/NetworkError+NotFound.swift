extension NetworkError {
    /// Whether the server answered 404: the API's "not found", and its "no match" for a filtered list.
    public var isNotFound: Bool {
        if case .httpStatus(404, _, _) = self { return true }
        return false
    }
}
