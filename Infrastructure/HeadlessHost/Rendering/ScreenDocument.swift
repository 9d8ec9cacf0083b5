import SharedPresentation

/// A screen as `--json` prints it: data first (the command that produced it, the item's id, the page, typed rows),
/// then what the text shows (title, fields, notices, actions).
struct ScreenDocument: Encodable {
    let command: String?
    let snapshot: ScreenSnapshot

    private enum Key: String, CodingKey {
        case command, title, subtitle, status, error, canRetry, notices, id, page, item, fields, sections, actions
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(command, forKey: .command)
        try container.encode(snapshot.title, forKey: .title)
        try container.encodeIfPresent(snapshot.subtitle, forKey: .subtitle)
        switch snapshot.status {
        case .idle: try container.encode("idle", forKey: .status)
        case .loading: try container.encode("loading", forKey: .status)
        case .loaded: try container.encode("loaded", forKey: .status)
        case .failed(let message, let canRetry):
            try container.encode("failed", forKey: .status)
            try container.encode(message, forKey: .error)
            try container.encode(canRetry, forKey: .canRetry)
        }
        try container.encode(snapshot.notices, forKey: .notices)
        try container.encodeIfPresent(snapshot.itemID, forKey: .id)
        try container.encodeIfPresent(snapshot.page, forKey: .page)
        if !snapshot.values.isEmpty {
            try container.encode(snapshot.values, forKey: .item)
        }
        try container.encode(snapshot.fields, forKey: .fields)
        try container.encode(snapshot.sections.map(SectionDocument.init), forKey: .sections)
        try container.encode(snapshot.actions, forKey: .actions)
    }
}

/// A section with each row's typed values beside its text.
private struct SectionDocument: Encodable {
    let section: ScreenSnapshot.Section

    private enum Key: String, CodingKey {
        case title, rows, emptyMessage
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(section.title, forKey: .title)
        try container.encode(section.rows.map(RowDocument.init), forKey: .rows)
        try container.encodeIfPresent(section.emptyMessage, forKey: .emptyMessage)
    }
}

/// A row as one object: `id`, `title`, `detail`, then its typed values (`name`, `status`, ...).
private struct RowDocument: Encodable {
    let row: ScreenSnapshot.Row

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in row.values where !["id", "title", "detail"].contains(key) {
            try container.encode(value, forKey: Key(stringValue: key))
        }
        try container.encodeIfPresent(row.id, forKey: Key(stringValue: "id"))
        try container.encode(row.title, forKey: Key(stringValue: "title"))
        try container.encodeIfPresent(row.detail, forKey: Key(stringValue: "detail"))
    }
}
