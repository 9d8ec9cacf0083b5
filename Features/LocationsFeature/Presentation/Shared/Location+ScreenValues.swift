import SharedPresentation

extension Location {
    /// The location as data for `--json`: every field the API gives, residents as ids.
    var screenValues: [String: ScreenValue] {
        [
            "id": .integer(id), "name": .text(name), "type": .text(LocationsStrings.value(type)),
            "dimension": .text(LocationsStrings.value(dimension)), "residents": .ids(residentIDs), "url": .text(url),
            "created": .text(created),
        ]
    }
}

extension Resident {
    /// The resident as a row of a location's detail, opening the character.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: name, detail: LocationsStrings.residentDetail(self),
            values: [
                "id": .integer(id), "name": .text(name), "status": .text(DisplayWord.capitalized(status)),
                "species": .text(DisplayWord.capitalized(species)),
            ])
    }
}
