import SharedPresentation

extension Location {
    /// The location as data for `--json`: typed fields beside what the text shows.
    var screenValues: [String: ScreenValue] {
        [
            "name": .text(name),
            "type": .text(LocationsStrings.value(type)),
            "dimension": .text(LocationsStrings.value(dimension)),
            "residents": .integer(residentIDs.count),
        ]
    }
}

extension Resident {
    /// The resident as data for `--json`.
    var screenValues: [String: ScreenValue] {
        [
            "name": .text(name), "status": .text(DisplayWord.capitalized(status)),
            "species": .text(DisplayWord.capitalized(species)),
        ]
    }
}
