import Foundation
import SharedPresentation

/// A screen as `--json` prints it: where its data came from, its query, page or id, its record, and what text shows.
struct ScreenDocument: Encodable {
    let command: String?
    let snapshot: ScreenSnapshot

    /// The record a detail shows, which `JSONScreenRenderer` writes as `item` beside what this encodes.
    var item: ScreenValue? {
        snapshot.itemID == nil ? nil : snapshot.record
    }

    private enum Key: String, CodingKey {
        case schema, command, title, subtitle, status, source, savedAt, error, notices, id, query, page, values
        case fields, sections, actions
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(OutputSchema.version, forKey: .schema)
        try container.encodeIfPresent(command, forKey: .command)
        try container.encode(snapshot.title, forKey: .title)
        try container.encodeIfPresent(snapshot.subtitle, forKey: .subtitle)
        switch snapshot.status {
        case .idle: try container.encode("idle", forKey: .status)
        case .loading: try container.encode("loading", forKey: .status)
        case .loaded: try container.encode("loaded", forKey: .status)
        case .failed(let message, let canRetry, let kind, let url):
            try container.encode("failed", forKey: .status)
            try container.encode(
                ErrorDocument(kind: kind, message: message, url: url, canRetry: canRetry), forKey: .error)
        }
        try container.encodeIfPresent(snapshot.source?.word, forKey: .source)
        try container.encodeIfPresent(snapshot.source?.savedAtText, forKey: .savedAt)
        try container.encode(snapshot.notices, forKey: .notices)
        try container.encodeIfPresent(snapshot.itemID, forKey: .id)
        try container.encodeIfPresent(snapshot.query, forKey: .query)
        try container.encodeIfPresent(snapshot.page, forKey: .page)
        // The record itself, `item`, is written by the renderer: it may nest deeper than `JSONEncoder` goes.
        if item != nil {
            try container.encode(snapshot.values, forKey: .values)
        }
        try container.encode(snapshot.fields, forKey: .fields)
        try container.encode(snapshot.sections.map(SectionDocument.init), forKey: .sections)
        try container.encode(snapshot.actions, forKey: .actions)
    }
}

/// The `error` object of a failed screen or a failed command.
struct ErrorDocument: Encodable {
    let kind: String
    let message: String
    var url: String?
    var canRetry: Bool?
    var line: Int?
}

/// A section with each row's typed values beside its text; every row is here, `more` counts those text hides.
private struct SectionDocument: Encodable {
    let section: ScreenSnapshot.Section

    private enum Key: String, CodingKey {
        case title, rows, emptyMessage, more
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(section.title, forKey: .title)
        try container.encode(section.rows.map(RowDocument.init), forKey: .rows)
        try container.encodeIfPresent(section.emptyMessage, forKey: .emptyMessage)
        if section.hiddenRows > 0 {
            try container.encode(section.hiddenRows, forKey: .more)
        }
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
