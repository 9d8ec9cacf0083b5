import SharedPresentation

extension Episode {
    /// The episode as data for `--json`: every field the API gives (its cast as ids), and the season and number
    /// read from its code.
    var screenValues: [String: ScreenValue] {
        var values: [String: ScreenValue] = [
            "id": .integer(id), "name": .text(name), "air_date": .text(airDateText), "episode": .text(code.text),
            "characters": .ids(characterIDs), "url": .text(url), "created": .text(created),
        ]
        values["season"] = code.season.map(ScreenValue.integer)
        values["number"] = code.episode.map(ScreenValue.integer)
        return values
    }
}

extension CastMember {
    /// The cast member as a row of an episode's detail, opening the character.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: name, detail: EpisodesStrings.castDetail(self),
            values: [
                "id": .integer(id), "name": .text(name), "status": .text(DisplayWord.capitalized(status)),
                "species": .text(DisplayWord.capitalized(species)),
            ])
    }
}
