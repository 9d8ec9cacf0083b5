/// A decoded character whose links cannot be read; the message names the character, the field and the value.
enum CharacterMappingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `field` of character `characterID` holds `url`, which does not end with an id.
    case invalidResourceURL(characterID: Int, field: String, url: String)

    var description: String {
        switch self {
        case .invalidResourceURL(let characterID, let field, let url):
            "character \(characterID): \(field) \"\(url)\" does not end with an id"
        }
    }
}
