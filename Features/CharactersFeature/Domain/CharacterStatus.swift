/// Whether a character is alive; values the app does not know are kept as they came.
enum CharacterStatus: Hashable, Sendable {
    case alive
    case dead
    case unknown
    case other(String)

    /// Reads the API's value (`Alive`, `Dead`, `unknown`), ignoring case; anything else becomes `.other`.
    init(apiValue: String) {
        switch apiValue.lowercased() {
        case "alive": self = .alive
        case "dead": self = .dead
        case "unknown": self = .unknown
        default: self = .other(apiValue)
        }
    }

    /// The value as the API spells it (`Alive`, `Dead`, `unknown`).
    var apiValue: String {
        switch self {
        case .alive: "Alive"
        case .dead: "Dead"
        case .unknown: "unknown"
        case .other(let value): value
        }
    }
}
