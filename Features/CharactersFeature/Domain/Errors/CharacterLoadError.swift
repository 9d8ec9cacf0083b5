import FeatureDomain

/// A load the server answered with "nothing here": the character or page does not exist.
enum CharacterLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No character has this id.
    case characterNotFound(id: Int)
    /// The list (with these filters) has no such page; a filter matching nothing has no page 1.
    case pageNotFound(page: Int, filter: CharacterFilter)

    private static func filterDescription(_ filter: CharacterFilter) -> String {
        let terms: [String] = filter.entries.map { entry in "\(entry.key.rawValue)=\(entry.value)" }
        return terms.isEmpty ? "" : " filtered by " + terms.joined(separator: "&")
    }

    var description: String {
        switch self {
        case .characterNotFound(let id):
            "character \(id) was not found"
        case .pageNotFound(let page, let filter):
            "page \(page) of the character list\(Self.filterDescription(filter)) was not found"
        }
    }
}

extension CharacterLoadError: RetryableError {
    /// Never: asking again for a character or page that does not exist gives the same answer.
    var isWorthRetrying: Bool { false }
}
