import Foundation
import SharedPresentation

/// Renders everything the App prints as one line of JSON each (keys sorted), in the shape of
/// `Schemas/app-output.schema.json`: screens (see `ScreenDocument`), action results, errors, summaries, help, the
/// version and the reports of crawl, cache and serve.
public struct JSONScreenRenderer: ScreenRenderer {
    /// Creates a renderer.
    public init() {}

    /// The screen as a single-line JSON object.
    public func render(_ snapshot: ScreenSnapshot, in context: RenderContext) -> String {
        encoded(ScreenDocument(command: context.command, snapshot: snapshot))
    }

    /// The action's result: the command, and the result's sentence and data.
    public func render(_ result: ActionResult, in context: RenderContext) -> String {
        var values = result.values
        values["message"] = .text(result.message)
        return encoded(CommandDocument(command: context.command, result: values))
    }

    /// The failure as `{"schema": 1, "command": ..., "error": {"kind", "message", "url"?, "line"?}}`.
    public func render(_ error: ErrorReport, in context: RenderContext) -> String? {
        let document = ErrorDocument(kind: error.kind, message: error.message, url: error.url, line: error.line)
        let source = SourceDocument(error.source)
        return encoded(
            CommandDocument(
                command: context.command, source: source.word, savedAt: source.savedAt, error: document))
    }

    /// The summary as `{"schema": 1, "command": ..., "summary": {"screens", "checks", "milliseconds"}}`.
    public func render(_ summary: ScriptSummary, in context: RenderContext) -> String {
        encoded(CommandDocument(command: context.command, summary: summary))
    }

    /// The help as `{"schema": 1, "command": ..., "help": TEXT}`.
    public func render(help text: String, in context: RenderContext) -> String {
        encoded(CommandDocument(command: context.command, help: text))
    }

    /// The version as `{"schema": 1, "command": ..., "program": "App", "version": "1.2.0"}`.
    public func render(version: String, of program: String, in context: RenderContext) -> String {
        encoded(CommandDocument(command: context.command, program: program, version: version))
    }

    /// The report as `{"schema": 1, "command": ..., ...its keys}`.
    public func render(_ report: any CommandReport, in context: RenderContext) -> String {
        encoded(ReportDocument(command: context.command, report: report))
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
            return #"{"error":{"kind":"failure","message":"the output could not be encoded as JSON"},"schema":1}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func encoded(_ value: some Encodable) -> String {
        Self.line(value)
    }
}

/// A command's output that is not a screen: its result, its error, a script's summary, a help text or the version.
private struct CommandDocument: Encodable {
    let schema = OutputSchema.version
    let command: String?
    var source: String?
    var savedAt: String?
    var result: [String: ScreenValue]?
    var error: ErrorDocument?
    var summary: ScriptSummary?
    var help: String?
    var program: String?
    var version: String?
}

/// A command's report: the output's `schema` version and the command, beside the report's own keys.
private struct ReportDocument: Encodable {
    let command: String?
    let report: any CommandReport

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
