import APIVocabulary
import SharedPresentation

extension Episode: DetailShown {
    /// The episode as a list row: `S01E01 · Pilot — 2013-12-02`.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(id: id, title: code.title(name), detail: DisplayDate.airDate(of: self))
    }

    /// The detail's fields: its code, season and number (read from the code), air date and the size of its cast.
    var fields: [ScreenSnapshot.Field] {
        let unknown = "Unknown"
        return [
            .init(label: "Code", value: code.text),
            .init(label: "Season", value: code.season.map(String.init) ?? unknown),
            .init(label: "Episode", value: code.episode.map(String.init) ?? unknown),
            .init(label: "Air date", value: DisplayDate.airDate(of: self)),
            .init(label: "Cast", value: ItemNoun("character").counted(characterIDs.count)),
        ]
    }

    /// The episode's own fields as data for `--json`: every one the API gives (its cast as ids), and the season
    /// and number read from its code.
    var screenValues: [String: ScreenValue] {
        var values: [String: ScreenValue] = [
            "air_date": .text(airDateText), "episode": .text(code.text), "characters": .ids(characterIDs),
        ]
        values["season"] = code.season.map(ScreenValue.integer)
        values["number"] = code.episode.map(ScreenValue.integer)
        return values
    }
}
