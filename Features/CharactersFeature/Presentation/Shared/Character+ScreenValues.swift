import SharedPresentation

extension Character {
    /// The character as data for `--json`: every field the API gives, its places with their ids and its episodes
    /// as ids.
    var screenValues: [String: ScreenValue] {
        [
            "id": .integer(id), "name": .text(name), "status": .text(CharactersStrings.statusText(status)),
            "species": .text(DisplayWord.capitalized(species)), "type": .text(type),
            "gender": .text(CharactersStrings.genderText(gender)), "origin": origin.screenValue,
            "location": location.screenValue, "image": .text(image), "episode": .ids(episodeIDs), "url": .text(url),
            "created": .text(created),
        ]
    }
}

extension CharacterPlace {
    /// The place as data: its name, and its id when the API links one.
    var screenValue: ScreenValue {
        var values: [String: ScreenValue] = ["name": .text(name)]
        values["id"] = id.map(ScreenValue.integer)
        return .object(values)
    }
}

extension EpisodeSummary {
    /// The episode as a row of a character's detail, opening the episode.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: CharactersStrings.episodeTitle(self),
            values: ["id": .integer(id), "episode": .text(code), "name": .text(name)])
    }
}
