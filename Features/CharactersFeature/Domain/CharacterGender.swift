/// A character's gender; values the app does not know are kept as they came.
enum CharacterGender: Hashable, Sendable {
    case female
    case male
    case genderless
    case unknown
    case other(String)

    /// Reads the API's value (`Female`, `Male`, `Genderless`, `unknown`), ignoring case.
    init(apiValue: String) {
        switch apiValue.lowercased() {
        case "female": self = .female
        case "male": self = .male
        case "genderless": self = .genderless
        case "unknown": self = .unknown
        default: self = .other(apiValue)
        }
    }
}
