import SharedPresentation

/// Every user-visible string of the Characters feature, in one place.
enum CharactersStrings {
    // Screens (also the names tracking events carry).
    static let listTitle = "Characters"
    static let listScreenName = "Characters"
    static let detailScreenName = "Character"
    static let listScreenDescription = "the characters list"
    static let detailScreenDescription = "a character's detail"

    static func detailPlaceholderTitle(id: Int) -> String {
        "Character \(id)"
    }

    // List.
    static func pageSubtitle(page: Int, of pageCount: Int, filter: CharacterFilter) -> String {
        let position = pageCount == 0 ? "No matches" : "Page \(page) of \(pageCount)"
        return filter.isEmpty ? position : "\(position) · \(filterSummary(filter))"
    }

    /// The filters as `name: rick, status: alive`.
    static func filterSummary(_ filter: CharacterFilter) -> String {
        filter.entries.map { "\($0.key.rawValue): \($0.value)" }.joined(separator: ", ")
    }

    /// What an empty result says, naming each filter, as in `No characters match name "xyz"`.
    static func noMatchMessage(for filter: CharacterFilter) -> String {
        let terms = filter.entries.map { "\($0.key.rawValue) \"\($0.value)\"" }.joined(separator: ", ")
        return terms.isEmpty ? "No characters." : "No characters match \(terms)."
    }

    /// `Alive · Human · image: loaded 3.1 kB from network`.
    static func rowDetail(status: CharacterStatus, species: String, image: String) -> String {
        "\(statusText(status)) · \(DisplayWord.capitalized(species)) · image: \(image)"
    }

    // Detail.
    static let statusLabel = "Status"
    static let speciesLabel = "Species"
    static let typeLabel = "Type"
    static let genderLabel = "Gender"
    static let originLabel = "Origin"
    static let locationLabel = "Location"
    static let episodesLabel = "Episodes"
    static let imageLabel = "Image"
    static let noType = "No type"
    static let episodesSectionTitle = "Episodes"
    static let loadingEpisodes = "Loading episodes…"
    static let noEpisodes = "No episodes."
    static let episodesUnavailable = "Episodes couldn't be loaded."

    static func typeText(_ type: String) -> String {
        type.isEmpty ? noType : type
    }

    /// `S01E01 · Pilot`.
    static func episodeTitle(_ episode: EpisodeSummary) -> String {
        "\(episode.code) · \(episode.name)"
    }

    static func episodesFailedNotice(_ message: String) -> String {
        "Episodes couldn't be loaded: \(message)"
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

    // Images.
    static let imageLoading = "loading"

    /// `loaded 3.1 kB from network`.
    static func imageLoaded(byteCount: Int, origin: ImageOrigin) -> String {
        "loaded \(byteCountText(byteCount)) from \(origin.rawValue)"
    }

    /// `failed: <message> (retry with 'image 7')`.
    static func imageFailed(message: String, characterID: Int) -> String {
        "failed: \(message) (retry with 'image \(characterID)')"
    }

    /// The message of a failed `image` command, on its own line.
    static func imageFailedMessage(_ message: String, characterID: Int) -> String {
        "The image of character \(characterID) could not be loaded: \(message)"
    }
}
