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

    /// The value as the API spells it (`Female`, `Male`, `Genderless`, `unknown`).
    var apiValue: String {
        switch self {
        case .female: "Female"
        case .male: "Male"
        case .genderless: "Genderless"
        case .unknown: "unknown"
        case .other(let value): value
        }
    }
}
