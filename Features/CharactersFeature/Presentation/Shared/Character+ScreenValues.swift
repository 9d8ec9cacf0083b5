import SharedPresentation

extension Character {
    /// The character as data for `--json`: typed fields beside what the text shows.
    var screenValues: [String: ScreenValue] {
        var values: [String: ScreenValue] = [
            "name": .text(name),
            "status": .text(CharactersStrings.statusText(status)),
            "species": .text(DisplayWord.capitalized(species)),
            "type": .text(type),
            "gender": .text(CharactersStrings.genderText(gender)),
            "origin": .text(origin.name),
            "location": .text(location.name),
            "episodes": .integer(episodeIDs.count),
        ]
        if let id = origin.id {
            values["originID"] = .integer(id)
        }
        if let id = location.id {
            values["locationID"] = .integer(id)
        }
        return values
    }
}
