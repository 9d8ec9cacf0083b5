import SharedPresentation

extension EpisodeSummary: RowShown {
    /// The episode as a row of another resource's screen: `S01E01 · Pilot`, opening the episode.
    public var row: ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: id, title: code.title(name),
            values: ["id": .integer(id), "episode": .text(code.text), "name": .text(name)])
    }
}
