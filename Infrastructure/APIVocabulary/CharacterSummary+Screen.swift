import SharedPresentation

extension CharacterSummary: RowShown {
    /// The character as a row of another resource's screen: `Rick Sanchez — Alive · Human`, opening the character.
    public var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: name, detail: "\(DisplayWord.capitalized(status)) · \(DisplayWord.capitalized(species))",
            values: ["id": .integer(id), "name": .text(name), "status": .text(status), "species": .text(species)])
    }
}
