import SharedPresentation

extension Episode {
    /// The episode as data for `--json`: typed fields beside what the text shows.
    var screenValues: [String: ScreenValue] {
        var values: [String: ScreenValue] = [
            "name": .text(name),
            "code": .text(code.text),
            "airDate": .text(DisplayDate.airDate(of: self)),
            "characters": .integer(characterIDs.count),
        ]
        if let season {
            values["season"] = .integer(season)
        }
        if let number {
            values["episode"] = .integer(number)
        }
        return values
    }
}
