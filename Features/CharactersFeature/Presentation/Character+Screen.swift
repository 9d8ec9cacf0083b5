import SharedPresentation

extension Character: DetailShown {
    /// The character as a list row: `Rick Sanchez — Alive · Human`.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: name, detail: "\(CharactersStrings.status(status)) · \(DisplayWord.capitalized(species))")
    }

    /// The detail's fields: status, species, type, gender, origin, location and number of episodes, the API's words
    /// capitalised alike ("Unknown" beside "Unknown"); in `--json`, the API's words, its places with their ids, its
    /// episodes as ids and the avatar's address.
    var fields: [DetailField] {
        [
            DetailField("Status", CharactersStrings.status(status), key: "status", .text(status.apiValue)),
            DetailField("Species", DisplayWord.capitalized(species), key: "species", .text(species)),
            DetailField("Type", type.isEmpty ? "No type" : type, key: "type", .text(type)),
            DetailField("Gender", CharactersStrings.gender(gender), key: "gender", .text(gender.apiValue)),
            DetailField("Origin", DisplayWord.capitalized(origin.name), key: "origin", origin.screenValue),
            DetailField("Location", DisplayWord.capitalized(location.name), key: "location", location.screenValue),
            DetailField("Episodes", String(episodeIDs.count), key: "episode", .ids(episodeIDs)),
            .data("image", .object(["url": .text(image)])),
        ]
    }
}

extension CharacterPlace {
    /// The place as data: its name, and its id when the API links one.
    var screenValue: ScreenValue {
        .object(id.map { ["name": .text(name), "id": .integer($0)] } ?? ["name": .text(name)])
    }
}
