import SharedPresentation

extension Location: DetailShown {
    /// The location as a list row: `Earth (C-137) — Planet · Dimension C-137 · 27 residents`.
    var row: ScreenSnapshot.Row {
        let detail = [type, dimension].map(DisplayWord.capitalized).joined(separator: " · ")
        return ScreenSnapshot.Row(
            id: id, title: name, detail: "\(detail) · \(ItemNoun("resident").counted(residentIDs.count))")
    }

    /// The detail's fields: its type, dimension and number of residents.
    var fields: [ScreenSnapshot.Field] {
        [
            .init(label: "Type", value: DisplayWord.capitalized(type)),
            .init(label: "Dimension", value: DisplayWord.capitalized(dimension)),
            .init(label: "Residents", value: String(residentIDs.count)),
        ]
    }

    /// The location's own fields as data for `--json`, in the API's words: residents as ids.
    var screenValues: [String: ScreenValue] {
        ["type": .text(type), "dimension": .text(dimension), "residents": .ids(residentIDs)]
    }
}
