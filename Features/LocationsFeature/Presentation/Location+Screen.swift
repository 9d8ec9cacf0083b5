import SharedPresentation

extension Location: DetailShown {
    /// The location as a list row: `Earth (C-137) — Planet · Dimension C-137 · 27 residents`.
    var row: ScreenSnapshot.Row {
        let detail = [type, dimension].map(DisplayWord.capitalized).joined(separator: " · ")
        return ScreenSnapshot.Row(
            id: id, title: name, detail: "\(detail) · \(ItemNoun("resident").counted(residentIDs.count))")
    }

    /// The detail's fields: its type, dimension and number of residents; in `--json`, the API's words, the
    /// residents as ids.
    var fields: [DetailField] {
        [
            DetailField("Type", DisplayWord.capitalized(type), key: "type", .text(type)),
            DetailField("Dimension", DisplayWord.capitalized(dimension), key: "dimension", .text(dimension)),
            DetailField("Residents", String(residentIDs.count), key: "residents", .ids(residentIDs)),
        ]
    }
}
