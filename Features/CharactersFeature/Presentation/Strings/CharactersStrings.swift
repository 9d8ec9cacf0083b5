import SharedPresentation

/// Every user-visible string of the characters feature.
enum CharactersStrings {
    static let noun = ItemNoun("character")
    static let statusLabel = "Status"
    static let speciesLabel = "Species"
    static let typeLabel = "Type"
    static let genderLabel = "Gender"
    static let originLabel = "Origin"
    static let locationLabel = "Location"
    static let episodesLabel = "Episodes"
    static let noType = "No type"

    /// `Alive · Human`.
    static func rowDetail(_ character: Character) -> String {
        "\(statusText(character.status)) · \(DisplayWord.capitalized(character.species))"
    }

    static func typeText(_ type: String) -> String {
        type.isEmpty ? noType : type
    }

    /// `S01E01 · Pilot`.
    static func episodeTitle(_ episode: EpisodeSummary) -> String {
        "\(episode.code) · \(episode.name)"
    }

    static func statusText(_ status: CharacterStatus) -> String {
        switch status {
        case .alive: "Alive"
        case .dead: "Dead"
        case .unknown: "Unknown"
        case .other(let value): value
        }
    }

    static func genderText(_ gender: CharacterGender) -> String {
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
