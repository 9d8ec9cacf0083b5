extension ScreenSnapshot {
    /// What the text shows, without the data `--json` adds (the item's id, the page, typed values).
    public var shown: ScreenSnapshot {
        var shown = ScreenSnapshot(
            title: title, subtitle: subtitle, status: status, notices: notices, fields: fields, sections: sections,
            actions: actions)
        for index in sections.indices {
            shown.sections[index].rows = sections[index].rows.map { Row(id: $0.id, title: $0.title, detail: $0.detail) }
        }
        return shown
    }
}
