import APIVocabulary
import SharedPresentation

extension Episode: DetailShown {
    /// The episode as a list row: `S01E01 · Pilot — 2013-12-02`.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(id: id, title: code.title(name), detail: DisplayDate.airDate(of: self))
    }

    /// The detail's fields: its code, season and number (read from the code), air date and the size of its cast; in
    /// `--json`, every field the API gives (its cast as ids), and the season and number when the code has them.
    var fields: [DetailField] {
        let (season, number) = (code.season, code.episode)
        return [
            DetailField("Code", code.text, key: "episode", .text(code.text)),
            DetailField("Season", season.map(String.init) ?? "Unknown", key: "season", season.map(ScreenValue.integer)),
            DetailField(
                "Episode", number.map(String.init) ?? "Unknown", key: "number", number.map(ScreenValue.integer)),
            DetailField("Air date", DisplayDate.airDate(of: self), key: "air_date", .text(airDateText)),
            DetailField(
                "Cast", ItemNoun("character").counted(characterIDs.count), key: "characters", .ids(characterIDs)),
        ]
    }
}
