extension NetworkError {
    /// What a 404 from the Rick and Morty API means, read from its body (see API.md).
    public enum NotFoundMeaning: Hashable, Sendable {
        /// `{"error":"There is nothing here"}` (no period): a list filter matched nothing, or a page past the end.
        case noMatch
        /// `{"error":"There is nothing here."}` (with a period): not a route of the API.
        case unknownRoute
        /// Another `{"error": ...}` message, such as `Character not found`: the item does not exist.
        case missingItem(message: String)
        /// No `{"error": ...}` body at all: whatever answered is not the Rick and Morty API.
        case notTheAPI
    }

    /// What this error's 404 means; nil when it is not a 404.
    public var notFoundMeaning: NotFoundMeaning? {
        guard case .httpStatus(404, let message, _) = self else { return nil }
        switch message {
        case "There is nothing here"?: return .noMatch
        case "There is nothing here."?: return .unknownRoute
        case let message?: return .missingItem(message: message)
        case nil: return .notTheAPI
        }
    }
}
