/// A search or filter the app refuses before asking the server.
enum CharacterQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name search shorter than `minimumLength` characters (after trimming).
    case queryTooShort(String, minimumLength: Int)
    /// A filter key the API does not know.
    case unknownFilterKey(String)

    var description: String {
        switch self {
        case .queryTooShort(let query, let minimumLength):
            "the search \"\(query)\" is shorter than \(minimumLength) characters"
        case .unknownFilterKey(let key):
            "unknown filter key '\(key)'; allowed: \(CharacterFilterKey.allowedList)"
        }
    }
}
