import FeatureDomain
import SharedPresentation

extension CharacterDetailViewModel {
    /// The character's name, or a placeholder naming the id until it is loaded.
    var title: String {
        character?.value.name ?? CharactersStrings.detailPlaceholderTitle(id: characterID)
    }

    /// Status, species, type, gender, origin, location, episode count and image state; empty until loaded.
    var fields: [(label: String, value: String)] {
        guard let character = character?.value else { return [] }
        let image = avatar.state(for: character.id) ?? .loading
        return [
            (CharactersStrings.statusLabel, CharactersStrings.statusText(character.status)),
            (CharactersStrings.speciesLabel, DisplayWord.capitalized(character.species)),
            (CharactersStrings.typeLabel, CharactersStrings.typeText(character.type)),
            (CharactersStrings.genderLabel, CharactersStrings.genderText(character.gender)),
            (CharactersStrings.originLabel, character.origin.name),
            (CharactersStrings.locationLabel, character.location.name),
            (CharactersStrings.episodesLabel, String(character.episodeIDs.count)),
            (CharactersStrings.imageLabel, image.text(characterID: character.id)),
        ]
    }

    /// The episodes as rows titled `S01E01 · Pilot`.
    var episodeRows: [ScreenSnapshot.Row] {
        (episodes?.value ?? []).map {
            ScreenSnapshot.Row(
                id: $0.id, title: CharactersStrings.episodeTitle($0),
                values: ["code": .text($0.code), "name": .text($0.name)])
        }
    }

    /// What the episodes section says while it has no rows.
    var episodesEmptyMessage: String {
        if episodes != nil {
            return CharactersStrings.noEpisodes
        }
        return episodesErrorMessage == nil ? CharactersStrings.loadingEpisodes : CharactersStrings.episodesUnavailable
    }

    /// The offline notice (for the oldest stale data shown) and the episodes' failure.
    var notices: [String] {
        var notices: [String] = []
        if let date = [character?.staleSince, episodes?.staleSince].compactMap({ $0 }).min() {
            notices.append(LoadFailureText.offlineNotice(savedAt: date))
        }
        if let message = episodesErrorMessage {
            notices.append(CharactersStrings.episodesFailedNotice(message))
        }
        return notices
    }

    var canOpen: Bool { episodes?.value.isEmpty == false }
    var canReloadImage: Bool { character != nil && avatar.state(for: characterID) != .loading }
}
