import SharedPresentation

extension Favorite {
    /// The favourite as a row: `Rick Sanchez — Alive · Human`, opening the character.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: name, detail: "\(DisplayWord.capitalized(status)) · \(DisplayWord.capitalized(species))",
            values: ["id": .integer(id), "name": .text(name), "status": .text(status), "species": .text(species)])
    }
}
