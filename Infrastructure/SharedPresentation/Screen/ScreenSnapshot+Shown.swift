extension ScreenSnapshot {
    /// What the text shows, without the data `--json` adds (the item's id, the page, typed values).
    public var shown: ScreenSnapshot {
        ScreenSnapshot(
            title: title,
            subtitle: subtitle,
            status: status,
            notices: notices,
            fields: fields,
            sections: sections.map { section in
                Section(
                    title: section.title,
                    rows: section.rows.map { Row(id: $0.id, title: $0.title, detail: $0.detail) },
                    emptyMessage: section.emptyMessage, hiddenRows: section.hiddenRows)
            },
            actions: actions
        )
    }
}
