import Foundation
import SharedPresentation

/// Renders everything the App prints as one line of JSON each (keys sorted), as `Schemas/app-output.schema.json`.
public struct JSONScreenRenderer: ScreenRenderer {
    /// Creates a renderer.
    public init() {}

    /// The screen as a single-line JSON object (see `ScreenDocument`), with a detail's record as its `item`.
    public func render(_ snapshot: ScreenSnapshot, in context: RenderContext) -> String {
        let document = ScreenDocument(command: context.command, snapshot: snapshot)
        let line = Self.line(document)
        // Keys are sorted, and `notices` (always there) follows `item`: no text from a server holds `,"notices":`
        // unescaped, so its first place is the top level's.
        guard let item = document.item, let notices = line.range(of: #","notices":"#) else { return line }
        return line.replacingCharacters(in: notices, with: #","item":"# + item.compactJSON + #","notices":"#)
    }

    /// The failure as `{"schema", "command", "source"?, "savedAt"?, "error": {"kind", "message", "url"?, "line"?}}`.
    public func render(_ error: ErrorReport, in context: RenderContext) -> String? {
        let document = ErrorDocument(kind: error.kind, message: error.message, url: error.url, line: error.line)
        return Self.line(
            CommandDocument(
                command: context.command, source: error.source?.word,
                savedAt: error.source?.savedAtText,
                error: document))
    }

    /// The summary as `{"schema", "command", "summary": {"screens", "checks", "milliseconds"}}`.
    public func render(_ summary: ScriptSummary, in context: RenderContext) -> String {
        Self.line(CommandDocument(command: context.command, summary: summary))
    }

    /// The report as `{"schema", "command", ...its keys}`.
    public func render(_ report: CommandReport, in context: RenderContext) -> String {
        Self.line(ReportDocument(command: context.command, report: report))
    }

    /// Nothing: JSON output is one object a line and nothing else.
    public func renderHeading(for scriptText: String) -> String? {
        nil
    }

    /// None: every line of the output is one JSON object.
    public var screenSeparator: String? {
        nil
    }

    /// `value` as one line of JSON, keys sorted.
    public static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else {
            let error = #"{"kind":"failure","message":"the output could not be encoded as JSON"}"#
            return #"{"error":\#(error),"schema":\#(OutputSchema.version)}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A command's error or a script's summary.
private struct CommandDocument: Encodable {
    let schema = OutputSchema.version
    let command: String?
    var source: String?
    var savedAt: String?
    var error: ErrorDocument?
    var summary: ScriptSummary?
}

/// A command's report: the output's `schema` version and the command, beside the report's own keys.
private struct ReportDocument: Encodable {
    let command: String?
    let report: CommandReport

    private enum Key: String, CodingKey {
        case schema, command
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(OutputSchema.version, forKey: .schema)
        try container.encodeIfPresent(command, forKey: .command)
        try report.encode(to: encoder)
    }
}
