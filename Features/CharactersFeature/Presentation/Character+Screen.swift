import SharedPresentation

extension Character: DetailShown {
    /// The character as a list row: `Rick Sanchez — Alive · Human`.
    var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: name, detail: "\(CharactersStrings.status(status)) · \(DisplayWord.capitalized(species))")
    }

    /// The detail's fields: status, species, type, gender, origin, location and number of episodes; the API's
    /// words capitalised alike ("Unknown" beside "Unknown").
    var fields: [ScreenSnapshot.Field] {
        [
            .init(label: "Status", value: CharactersStrings.status(status)),
            .init(label: "Species", value: DisplayWord.capitalized(species)),
            .init(label: "Type", value: type.isEmpty ? "No type" : type),
            .init(label: "Gender", value: CharactersStrings.gender(gender)),
            .init(label: "Origin", value: DisplayWord.capitalized(origin.name)),
            .init(label: "Location", value: DisplayWord.capitalized(location.name)),
            .init(label: "Episodes", value: String(episodeIDs.count)),
        ]
    }

    /// The character's own fields as data for `--json`, in the API's words: its places with their ids, its
    /// episodes as ids.
    var screenValues: [String: ScreenValue] {
        [
            "status": .text(status.apiValue), "species": .text(species), "type": .text(type),
            "gender": .text(gender.apiValue), "origin": origin.screenValue, "location": location.screenValue,
            "image": .object(["url": .text(image)]), "episode": .ids(episodeIDs),
        ]
    }
}

extension CharacterPlace {
    /// The place as data: its name, and its id when the API links one.
    var screenValue: ScreenValue {
        .object(id.map { ["name": .text(name), "id": .integer($0)] } ?? ["name": .text(name)])
    }
}
