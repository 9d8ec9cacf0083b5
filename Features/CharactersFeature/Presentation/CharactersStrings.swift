import SharedPresentation

/// The words of the characters feature.
enum CharactersStrings {
    /// `Alive`, `Dead`, `Unknown`, or the API's own word.
    static func status(_ status: CharacterStatus) -> String {
        switch status {
        case .alive: "Alive"
        case .dead: "Dead"
        case .unknown: "Unknown"
        case .other(let value): value
        }
    }

    /// `Female`, `Male`, `Genderless`, `Unknown`, or the API's own word.
    static func gender(_ gender: CharacterGender) -> String {
        switch gender {
        case .female: "Female"
        case .male: "Male"
        case .genderless: "Genderless"
        case .unknown: "Unknown"
        case .other(let value): value
        }
    }

    /// The sentence for a failure of the feature's own.
    static func message(for error: any Error) -> String? {
        guard case CharactersError.simulatedFailure(_, let attempt) = error else { return nil }
        return "Simulated failure (attempt \(attempt + 1))."
    }
}
